// The audit module's test entry: what tests of other modules read of the audit trail. Tests reach
// another module through its index.ts or this entry only (decisions 216, 228); production code
// never imports from a testing/ folder.
export { auditEvents } from '../audit.schema';
export { auditPersonalData } from '../audit.personal-data';
