// The module's test entry: what tests elsewhere use of it – tables to set up and check rows,
// factories, and the route matrix's examples. Tests reach another module through its index.ts or
// this entry only (decisions 216, 228); production code never imports from a testing/ folder.

export { tasksOfPath } from '../career-orientations/mein-weg-content';
export { CLASS_INTERNSHIPS_MATRIX_FIXTURES } from './class-internships.matrix-fixtures';
export { CLASS_STATISTICS_MATRIX_FIXTURES } from './class-statistics.matrix-fixtures';
export { FEEDBACK_MATRIX_FIXTURES } from './feedback.matrix-fixtures';
export { SHARE_LINKS_MATRIX_FIXTURES } from './share-links.matrix-fixtures';
export { schoolSharingSettings, shareLinkOpens, shareLinks } from '../share-links/share-links.schema';
export { INTERNSHIP_REPORTS_MATRIX_FIXTURES } from './internship-reports.matrix-fixtures';
export { PLACEMENTS_MATRIX_FIXTURES, placementBody } from './placements.matrix-fixtures';
export { STATEMENTS_PINBOARD_MATRIX_FIXTURES } from './pinboard.matrix-fixtures';
export { PORTFOLIO_MATRIX_FIXTURES } from './portfolio.matrix-fixtures';
export { MEIN_WEG_MATRIX_FIXTURES } from './mein-weg.matrix-fixtures';
export { STORIES_MATRIX_FIXTURES } from './stories.matrix-fixtures';
export { stories } from '../stories/stories.schema';
export { postStoryAs } from './stories';
export { createBoTrashPurge } from '../trash/trash-purge';
