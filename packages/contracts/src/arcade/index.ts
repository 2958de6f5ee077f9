export * from './points';
export * from './rankings';
export * from './achievements';
export * from './nudges';
export * from './quests';
