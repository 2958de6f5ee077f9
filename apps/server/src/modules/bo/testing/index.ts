// What tests elsewhere use of this module: tables to set up and check rows, factories, and the route
// matrix's examples (decision 216: tests reach another module through its index.ts or this entry).

export { tasksOfPath } from './career-orientations/mein-weg-content';
export { CLASS_STATISTICS_MATRIX_FIXTURES } from './class-statistics/class-statistics.matrix-fixtures';
export { STATEMENTS_PINBOARD_MATRIX_FIXTURES } from './pinboard/pinboard.matrix-fixtures';
export { MEIN_WEG_MATRIX_FIXTURES } from './stations/mein-weg.matrix-fixtures';
export { STORIES_MATRIX_FIXTURES } from './stories/stories.matrix-fixtures';
export { stories } from './stories/stories.schema';
export { postStoryAs } from './stories/stories.test-support';
export { createBoTrashPurge } from './trash/trash-purge';
