import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isAllowedFileType } from '@berufswahl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { looksLikePlainText, sniffMimeType, type SniffResult } from './file-sniffer';
import { parseRange } from './files.service';
import { pdfBytes, pngBytes, zipBytes } from './testing/files';
import { zipOf } from './testing/fuzz/hostile-files';


/** The detected type, null when refused, 'busy' when the check could not start in time. */
function typeOf(result: SniffResult): string | null {
  if (result.kind === 'busy') return 'busy';
  return result.kind === 'detected' ? result.mimeType : null;
}

let dir: string;
async function sniff(content: Buffer | string, name: string, declared = 'application/octet-stream') {
  const file = path.join(dir, `probe-${Math.random().toString(16).slice(2)}`);
  await writeFile(file, content);
  return typeOf(await sniffMimeType(file, name, declared));
}

/** The first bytes of a WebM (EBML header with doc type "webm"), as MediaRecorder writes it. */
const WEBM = Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102', 'hex');

const hex = (text: string) => Buffer.from(text.replace(/\s+/g, ''), 'hex');

/**
 * An Office Open XML package as Word, PowerPoint and Excel write it: a deflated zip whose first
 * entry `[Content_Types].xml` names the main part's content type, then the main part itself.
 */
function officeOpenXml(mainContentType: string, mainPart: string): Buffer {
  const contentTypes =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    `<Override PartName="/${mainPart}" ContentType="${mainContentType}.main+xml"/>` +
    '</Types>';
  const rels =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${mainPart}"/>` +
    '</Relationships>';
  return zipOf([
    { name: '[Content_Types].xml', data: Buffer.from(contentTypes), compress: true },
    { name: '_rels/.rels', data: Buffer.from(rels), compress: true },
    { name: mainPart, data: Buffer.from('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<root/>'), compress: true },
  ]);
}

const END_OF_CHAIN = 0xfffffffe;
const FREE_SECTOR = 0xffffffff;
const NO_STREAM = 0xffffffff;

/** A directory entry of a Compound File (128 bytes). */
function cfbDirectoryEntry(name: string, type: 'root' | 'stream', child: number): Buffer {
  const entry = Buffer.alloc(128);
  entry.write(name, 0, 'utf16le');
  entry.writeUInt16LE((name.length + 1) * 2, 64);
  entry.writeUInt8(type === 'root' ? 5 : 2, 66);
  entry.writeUInt8(1, 67); // black in the red-black tree
  entry.writeUInt32LE(NO_STREAM, 68);
  entry.writeUInt32LE(NO_STREAM, 72);
  entry.writeUInt32LE(child, 76);
  entry.writeUInt32LE(END_OF_CHAIN, 116); // an empty stream has no sectors
  return entry;
}

/**
 * An Office 97–2003 file (Compound File Binary, version 3): header, one FAT sector and one
 * directory sector holding the root and the application's main stream ("Workbook" for Excel,
 * "PowerPoint Document" for PowerPoint, "WordDocument" for Word).
 */
function compoundFile(streamName: string): Buffer {
  const header = Buffer.alloc(512);
  hex('d0cf11e0a1b11ae1').copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3: 512-byte sectors
  header.writeUInt16LE(0xfffe, 28); // byte order mark
  header.writeUInt16LE(9, 30); // sector size 2^9
  header.writeUInt16LE(6, 32); // mini sector size 2^6
  header.writeUInt32LE(1, 44); // one FAT sector
  header.writeUInt32LE(1, 48); // the directory starts in sector 1
  header.writeUInt32LE(0x1000, 56); // mini stream cutoff
  header.writeUInt32LE(END_OF_CHAIN, 60); // no mini FAT
  header.writeUInt32LE(END_OF_CHAIN, 68); // no DIFAT sectors
  header.fill(0xff, 76); // DIFAT: free …
  header.writeUInt32LE(0, 76); // … except the FAT in sector 0
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0 holds the FAT
  fat.writeUInt32LE(END_OF_CHAIN, 4); // sector 1 (directory) ends its chain
  const unused = Buffer.alloc(128);
  for (const offset of [68, 72, 76]) unused.writeUInt32LE(FREE_SECTOR, offset);
  const directory = Buffer.concat([cfbDirectoryEntry('Root Entry', 'root', 1), cfbDirectoryEntry(streamName, 'stream', NO_STREAM), unused, unused]);
  return Buffer.concat([header, fat, directory]);
}

/** A 16×16 MPEG-1 video sequence header and sequence end (an elementary stream, as `.m1v`/`.mpg`). */
const MPEG1_SEQUENCE = hex('000001b3 010010 13 ffffe080 000001b7');

/** A PES packet of the video stream 0xE0 holding `payload` (MPEG-1 syntax: no PTS/DTS). */
function mpeg1VideoPacket(payload: Buffer): Buffer {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 1);
  return Buffer.concat([hex('000001e0'), length, hex('0f'), payload]);
}

/** An MPEG-1 program stream (`.mpg` as video cameras and old encoders write it): pack header, video packet, end code. */
const MPEG1_PROGRAM_STREAM = Buffer.concat([hex('000001ba 2100010001 801b83'), mpeg1VideoPacket(MPEG1_SEQUENCE), hex('000001b9')]);

/** An MPEG-2 program stream (DVD-style `.mpg`/`.mpeg`): MPEG-2 pack header, the same video packet, end code. */
const MPEG2_PROGRAM_STREAM = Buffer.concat([hex('000001ba 440004000401 003707 f8'), mpeg1VideoPacket(MPEG1_SEQUENCE), hex('000001b9')]);

/** The CRC of an Ogg page (polynomial 0x04C11DB7, not reflected, over the page with a zero CRC field). */
function oggCrc(page: Buffer): number {
  let crc = 0;
  for (const byte of page) {
    crc ^= byte << 24;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  }
  return crc >>> 0;
}

/** One Ogg page of one packet (under 255 bytes) in logical stream 0x42, with its CRC. */
function oggPage(packet: Buffer, sequence: number, isFirst: boolean): Buffer {
  const header = Buffer.alloc(28);
  header.write('OggS', 0, 'latin1');
  header.writeUInt8(isFirst ? 0x02 : 0x00, 5);
  header.writeUInt32LE(0x42, 14);
  header.writeUInt32LE(sequence, 18);
  header.writeUInt8(1, 26);
  header.writeUInt8(packet.length, 27);
  const page = Buffer.concat([header, packet]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

/** Ogg Opus as the recorder writes it: the OpusHead page and the OpusTags page. */
function oggOpus(): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head.writeUInt8(1, 8); // version
  head.writeUInt8(1, 9); // mono
  head.writeUInt16LE(312, 10); // pre-skip
  head.writeUInt32LE(48000, 12);
  const vendor = Buffer.from('berufswahl');
  const tags = Buffer.alloc(8 + 4 + vendor.length + 4);
  tags.write('OpusTags', 0, 'latin1');
  tags.writeUInt32LE(vendor.length, 8);
  vendor.copy(tags, 12);
  return Buffer.concat([oggPage(head, 0, true), oggPage(tags, 1, false)]);
}

/** Ogg Vorbis: the identification header page (mono, 44.1 kHz). */
function oggVorbis(): Buffer {
  const identification = Buffer.alloc(30);
  identification.writeUInt8(1, 0);
  identification.write('vorbis', 1, 'latin1');
  identification.writeUInt8(1, 11); // channels
  identification.writeUInt32LE(44100, 12);
  identification.writeInt32LE(128000, 20); // nominal bitrate
  identification.writeUInt8(0xb8, 28); // block sizes 256/2048
  identification.writeUInt8(1, 29); // framing bit
  return oggPage(identification, 0, true);
}

/** Ogg Theora (a video): the identification header's first bytes in an Ogg page. */
function oggTheora(): Buffer {
  const identification = Buffer.concat([Buffer.from([0x80]), Buffer.from('theora', 'latin1'), hex('030201 0001 0001 000010 000010 00 00 0000001e 00000001 000001 000001 00 000000 00')]);
  return oggPage(identification, 0, true);
}

/** Three silent MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz, 417 bytes each). */
function mp3Frames(): Buffer {
  const frame = Buffer.alloc(417);
  hex('fffb9064').copy(frame, 0);
  return Buffer.concat([frame, frame, frame]);
}

/** An ID3v2.3 tag with a title, as most MP3 files start. */
function id3Tag(): Buffer {
  const title = Buffer.concat([Buffer.from([0]), Buffer.from('Mein Lieblingsberuf', 'latin1')]);
  const frameHeader = Buffer.alloc(10);
  frameHeader.write('TIT2', 0, 'latin1');
  frameHeader.writeUInt32BE(title.length, 4);
  const frames = Buffer.concat([frameHeader, title]);
  // The tag size is "syncsafe": 7 bits per byte; this tag is smaller than 128 bytes.
  return Buffer.concat([Buffer.from('ID3', 'latin1'), hex('0300 00 000000'), Buffer.from([frames.length]), frames]);
}

/** An OpenDocument text: a zip whose first, stored entry `mimetype` names the type. */
function openDocumentText(): Buffer {
  return zipOf([
    { name: 'mimetype', data: Buffer.from('application/vnd.oasis.opendocument.text') },
    { name: 'content.xml', data: Buffer.from('<office:document-content/>'), compress: true },
  ]);
}

const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml';
const POWERPOINT = 'application/vnd.openxmlformats-officedocument.presentationml';
const EXCEL = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'berufswahl-sniff-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('sniffMimeType', () => {
  it('trusts the content over the name and the declared type', async () => {
    expect(await sniff(pngBytes(), 'foto.pdf', 'application/pdf')).toBe('image/png');
    expect(await sniff(zipBytes(), 'bild.png', 'image/png')).toBe('application/zip');
    expect(await sniff(pdfBytes(), 'x.txt', 'text/plain')).toBe('application/pdf');
  });

  it('uses the name only where the content cannot tell: iWork packages are zips', async () => {
    expect(await sniff(zipBytes(), 'Referat.key')).toBe('application/vnd.apple.keynote');
    expect(await sniff(zipBytes(), 'Bericht.pages')).toBe('application/vnd.apple.pages');
    expect(await sniff(zipBytes(), 'Tabelle.numbers')).toBe('application/vnd.apple.numbers');
  });

  it('treats a WebM recording declared as audio as audio/webm, and as video otherwise', async () => {
    expect(await sniff(WEBM, 'aufnahme.webm', 'audio/webm;codecs=opus')).toBe('audio/webm');
    expect(await sniff(WEBM, 'film.webm', 'video/webm')).toBe('video/webm');
  });

  it('calls UTF-8 text without control characters plain text, and binary garbage nothing', async () => {
    expect(await sniff('Grüße aus der 8a!\nZeile 2\t✓', 'notiz.txt', 'text/plain')).toBe('text/plain');
    expect(await sniff(Buffer.from([0, 1, 2, 3, 250, 251, 252]), 'daten.txt', 'text/plain')).toBeNull();
  });
});

describe('the allowed types of spec 5, sniffed from small real files', () => {
  it.each([
    ['Word (docx)', officeOpenXml(`${WORD}.document`, 'word/document.xml'), 'Bewerbung.docx', `${WORD}.document`],
    ['PowerPoint (pptx)', officeOpenXml(`${POWERPOINT}.presentation`, 'ppt/presentation.xml'), 'Referat.pptx', `${POWERPOINT}.presentation`],
    ['PowerPoint slide show (ppsx)', officeOpenXml(`${POWERPOINT}.slideshow`, 'ppt/presentation.xml'), 'Referat.ppsx', `${POWERPOINT}.slideshow`],
    ['PowerPoint template (potx)', officeOpenXml(`${POWERPOINT}.template`, 'ppt/presentation.xml'), 'Vorlage.potx', `${POWERPOINT}.template`],
    ['PowerPoint with macros (pptm)', officeOpenXml('application/vnd.ms-powerpoint.presentation.macroEnabled', 'ppt/presentation.xml'), 'Referat.pptm', 'application/vnd.ms-powerpoint.presentation.macroenabled.12'],
    ['PowerPoint slide show with macros (ppsm)', officeOpenXml('application/vnd.ms-powerpoint.slideshow.macroEnabled', 'ppt/presentation.xml'), 'Referat.ppsm', 'application/vnd.ms-powerpoint.slideshow.macroenabled.12'],
    ['PowerPoint template with macros (potm)', officeOpenXml('application/vnd.ms-powerpoint.template.macroEnabled', 'ppt/presentation.xml'), 'Vorlage.potm', 'application/vnd.ms-powerpoint.template.macroenabled.12'],
    ['Excel (xlsx)', officeOpenXml(`${EXCEL}.sheet`, 'xl/workbook.xml'), 'Noten.xlsx', `${EXCEL}.sheet`],
    ['Excel template (xltx)', officeOpenXml(`${EXCEL}.template`, 'xl/workbook.xml'), 'Vorlage.xltx', `${EXCEL}.template`],
    ['Excel with macros (xlsm)', officeOpenXml('application/vnd.ms-excel.sheet.macroEnabled', 'xl/workbook.xml'), 'Noten.xlsm', 'application/vnd.ms-excel.sheet.macroenabled.12'],
    ['Excel template with macros (xltm)', officeOpenXml('application/vnd.ms-excel.template.macroEnabled', 'xl/workbook.xml'), 'Vorlage.xltm', 'application/vnd.ms-excel.template.macroenabled.12'],
    ['PowerPoint 97–2003 (ppt)', compoundFile('PowerPoint Document'), 'Referat.ppt', 'application/vnd.ms-powerpoint'],
    ['PowerPoint 97–2003 slide show (pps)', compoundFile('PowerPoint Document'), 'Referat.PPS', 'application/vnd.ms-powerpoint'],
    ['Excel 97–2003 (xls)', compoundFile('Workbook'), 'Noten.xls', 'application/vnd.ms-excel'],
    ['MPEG-1 program stream (mpg)', MPEG1_PROGRAM_STREAM, 'Praktikum.mpg', 'video/mpeg'],
    ['MPEG-2 program stream (mpeg)', MPEG2_PROGRAM_STREAM, 'Praktikum.mpeg', 'video/mpeg'],
    ['MPEG-1 video elementary stream (m1v)', MPEG1_SEQUENCE, 'Praktikum.mpg', 'video/mpeg'],
    ['Ogg Opus (recorder)', oggOpus(), 'aufnahme.ogg', 'audio/ogg; codecs=opus'],
    ['Ogg Vorbis', oggVorbis(), 'lied.ogg', 'audio/ogg'],
    ['MP3 with an ID3 tag', Buffer.concat([id3Tag(), mp3Frames()]), 'interview.mp3', 'audio/mpeg'],
    ['MP3 without a tag', mp3Frames(), 'interview.mp3', 'audio/mpeg'],
  ])('accepts %s by its content', async (_label, content, name, expectedType) => {
    // Declared as octet-stream: the content alone decides (the name only picks among CFB documents).
    const type = await sniff(content, name);
    expect(type).toBe(expectedType);
    expect(isAllowedFileType(type ?? '')).toBe(true);
  });

  it.each([
    ['Word with macros (docm)', officeOpenXml('application/vnd.ms-word.document.macroEnabled', 'word/document.xml'), 'Bewerbung.docm', 'application/vnd.ms-word.document.macroenabled.12'],
    ['Word 97–2003 (doc; spec 5 allows docx only)', compoundFile('WordDocument'), 'Bewerbung.doc', 'application/msword'],
    ['an Outlook message (CFB named .msg)', compoundFile('__substg1.0_0037001F'), 'Mail.msg', 'application/x-cfb'],
    ['an Excel name on a Word 97–2003 file is still a CFB, not a zip', compoundFile('WordDocument'), 'Noten.xlsx', 'application/x-cfb'],
    ['an OpenDocument text', openDocumentText(), 'Bewerbung.odt', 'application/vnd.oasis.opendocument.text'],
    ['an Ogg Theora video (spec 5 allows mpeg/mp4/wav video only)', oggTheora(), 'film.ogv', 'video/ogg'],
  ])('refuses %s', async (_label, content, name, expectedType) => {
    const type = await sniff(content, name);
    expect(type).toBe(expectedType);
    expect(isAllowedFileType(type ?? '')).toBe(false);
  });
});

describe('looksLikePlainText', () => {
  it('tolerates a multi-byte character cut off at the end of the probe, not inside a complete file', () => {
    const cut = Buffer.from('Grü', 'utf8').subarray(0, 3);
    expect(looksLikePlainText(cut, false)).toBe(true);
    expect(looksLikePlainText(cut, true)).toBe(false);
    expect(looksLikePlainText(new Uint8Array(), true)).toBe(false);
  });
});

describe('parseRange', () => {
  it.each([
    [undefined, null],
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=90-', { start: 90, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=50-500', { start: 50, end: 99 }],
    ['bytes=100-', 'invalid'],
    ['bytes=9-3', 'invalid'],
    ['bytes=-', 'invalid'],
    ['items=0-1', 'invalid'],
  ])('reads %s of a 100-byte file as %j', (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected);
  });
});
