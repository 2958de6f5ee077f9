import type { Readable } from 'node:stream';

/*
 * What the portfolio PDF shows, already checked and ordered by the portfolio service (issue 18).
 * The renderer knows nothing of the database: it gets this document and writes a PDF to a stream.
 * Photos are opened one at a time while the renderer reaches them, so a portfolio with 30 photos
 * of 5 MB never holds more than one in memory.
 */

/** A PNG or JPEG picture from the files module (the content was sniffed on upload). */
export interface PortfolioImage {
  mimeType: 'image/png' | 'image/jpeg';
  byteSize: number;
  /** Alternative text for the tagged PDF (the story's first words or the file name). */
  altText: string;
  open(): Promise<Readable>;
}

export interface PortfolioStoryItem {
  kind: 'story';
  createdAt: Date;
  text: string;
  hashtags: string[];
  image?: PortfolioImage;
}

export interface PortfolioAnswerItem {
  kind: 'answer';
  stationTitle: string;
  taskTitle: string;
  answer: string;
  answeredAt: Date;
}

/** One competence with the student's own rating and, where released or shared, those of others (1–4 scale, mean). */
export interface PortfolioStrengthsItem {
  kind: 'strengths';
  scaleMax: number;
  rows: { label: string; self?: number; teachers?: number; supervisor?: number; parents?: number }[];
}

/** A file the student added (CV, certificate): pictures are embedded, other files listed as attachments. */
export interface PortfolioFileItem {
  kind: 'file';
  fileName: string;
  mimeType: string;
  byteSize: number;
  image?: PortfolioImage;
  /** Opens the file to attach it to the PDF (e.g. a CV as PDF); absent when it is not attached. */
  open?: () => Promise<Readable>;
}

export interface PortfolioInternshipItem {
  kind: 'internship';
  companyName: string;
  fieldOfWork: string;
  startsOn: string; // YYYY-MM-DD, German calendar day
  endsOn: string;
  /** The school confirmed the placement: who and when. */
  confirmation?: { confirmedAt: Date; confirmedBy: string };
}

export type PortfolioItem = PortfolioStoryItem | PortfolioAnswerItem | PortfolioStrengthsItem | PortfolioFileItem | PortfolioInternshipItem;

export interface PortfolioDocument {
  student: { displayName: string; schoolName: string; photo?: PortfolioImage };
  /** „Über mich“, plain text with paragraphs separated by blank lines. */
  profile: string;
  generatedAt: Date;
  /** In the student's order; the renderer groups them into one section per kind in this order of first appearance. */
  items: PortfolioItem[];
}
