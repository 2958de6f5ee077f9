// What tests of other modules read of the audit trail (decision 216: tests reach another module
// through its index.ts or this entry, never past them).
export { auditEvents } from './audit.schema';
export { auditPersonalData } from './audit.personal-data';
