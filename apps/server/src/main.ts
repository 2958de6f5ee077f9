import { buildApp } from './app';
import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db/client';
import { seedDemoWorld } from './platform/db/seed/demo-seed';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const world = config.demoSeed ? await seedDemoWorld(database.db, { isProduction: config.isProduction }) : null;
const app = await buildApp({ config, database });

let isClosing = false;
async function shutDown(signal: string) {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutDown('SIGTERM'));
process.on('SIGINT', () => void shutDown('SIGINT'));

await app.listen({ port: config.port, host: config.host });

const lines = [
  '',
  `  Berufswahl läuft: ${config.publicUrl}`,
  `  Datenbank: ${database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
];
if (world) {
  lines.push(
    `  Demo-Anmeldungen (Passwort für alle: ${world.password}):`,
    ...world.users.map((user) => `    ${user.username.padEnd(12)} ${user.roles.join(' + ')}`),
  );
}
console.log(lines.join('\n') + '\n');
