import { schoolDayOf } from '@berufswahl/contracts';
import type { Database } from '../../../platform/db/client';
import { signatureFlows } from '../signatures.schema';
import { loadSignatureDocument } from './signature-document';
import { CURRENT_DOCUMENT_KEY } from './signature.service';

export const DEMO_SIGNATURE_FLOW_UUID = '5f1a9a7e-2b1c-4d3e-8f40-5a1b2c3d0001';

/** How far ahead the demo deadline lies: outside the redirect window, so signing in is not interrupted. */
export const DEMO_DEADLINE_DAYS = 30;

/**
 * The demo Land has published the AVV with a deadline 30 days ahead (decision 114); no school
 * has confirmed yet. School coordinators see the dashboard warning but are not redirected at
 * start-up until the last 14 days. Kept as it is when it exists (a changed deadline survives a restart).
 */
export async function seedDemoSignatureFlow(db: Database, clientUuid: string, now: Date): Promise<void> {
  const document = await loadSignatureDocument(CURRENT_DOCUMENT_KEY);
  await db
    .insert(signatureFlows)
    .values({
      uuid: DEMO_SIGNATURE_FLOW_UUID,
      clientUuid,
      documentKey: document.key,
      documentVersion: document.version,
      documentTitle: document.title,
      contentHash: document.contentHash,
      deadlineDate: schoolDayOf(new Date(now.getTime() + DEMO_DEADLINE_DAYS * 24 * 60 * 60 * 1000)),
    })
    .onConflictDoNothing();
}
