// `npm run dev`: the API restarts on change (tsx watch) and the app hot-reloads (Vite on :5173, /api proxied to :3000).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@teranga/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@teranga/reference'], { stdio: 'inherit' }),
];
console.log('Teranga en développement : application http://localhost:5173 (API http://localhost:3000/api)');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', (code) => code && stop());
