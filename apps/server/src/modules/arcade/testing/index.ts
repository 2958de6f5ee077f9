// The module's test entry: what tests elsewhere use of it – tables to set up and check rows,
// factories, and the route matrix's examples. Tests reach another module through its index.ts or
// this entry only (decisions 216, 228); production code never imports from a testing/ folder.

export { ARCADE_MATRIX_FIXTURES } from './matrix-fixtures';
export { arcadePointEvents, arcadeQuestParticipations, arcadeQuests, arcadeUserTrophies } from '../arcade.schema';
// The pieces of the award, for bo's equivalence test of the task answer save (decision 244), which keeps the award as it was.
export { loadArcadeContent } from '../points/arcade-content';
export { pointsRepository } from '../points/points.repository';
export { newlyEarnedTrophies, type ArcadeTally } from '../points/trophy-rules';
