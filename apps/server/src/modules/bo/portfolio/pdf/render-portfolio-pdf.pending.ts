import type { Writable } from 'node:stream';
import type { PortfolioDocument } from './portfolio-document';

// Stands in for the renderer of branch s18-pdf until it is merged (then this file goes).
export async function renderPortfolioPdf(document: PortfolioDocument, output: Writable): Promise<void> {
  output.end(`%PDF-1.7\n% ${document.student.displayName}: ${document.items.length} items\n%%EOF\n`);
}
