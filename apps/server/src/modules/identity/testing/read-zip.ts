import yauzl from 'yauzl';

/** Reads every entry of a zip held in memory (tests only: the archives there are small). */
export async function readZipEntries(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true, strictFileNames: true, validateEntrySizes: true }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    ),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    archive.on('error', reject);
    archive.on('end', resolve);
    archive.on('entry', (entry: yauzl.Entry) => {
      archive.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          archive.readEntry();
        });
      });
    });
    archive.readEntry();
  });
  return entries;
}
