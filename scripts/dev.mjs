// `npm run dev`: the server (restarting on change) and Vite's dev server side by side.
import { spawn } from 'node:child_process';

// The browser talks to Vite, which proxies /api, /config and /realms: so Vite's address is public.
const serverEnvironment = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' };
const processes = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], { stdio: 'inherit', env: serverEnvironment }),
  spawn('npm', ['run', 'dev', '-w', '@berufswahl/web'], { stdio: 'inherit', env: process.env }),
];
const stopAll = () => processes.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of processes) child.on('exit', stopAll);
