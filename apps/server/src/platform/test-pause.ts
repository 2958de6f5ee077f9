import { stat, writeFile } from 'node:fs/promises';

/**
 * A test-only pause point (decisions 165 and 169; the settings naming `file` are refused in
 * production): writes `<file>.waiting` with `reached` – what the process holds at this moment – and
 * waits until `<file>` exists, so a fault test can kill the process exactly here.
 */
export async function waitAtTestPause(file: string, reached: string): Promise<void> {
  await writeFile(`${file}.waiting`, reached);
  while (!(await stat(file).catch(() => null))) await new Promise((resolve) => setTimeout(resolve, 50));
}
