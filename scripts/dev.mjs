// `npm run dev`: the contract in watch mode, the API server with reload, and Vite's dev server
// (which proxies /api and /images to the API). Ctrl-C stops all three.
import { spawn } from 'node:child_process';

const commands = [
  ['contract', 'npm', ['run', 'dev', '-w', 'packages/contract']],
  ['server', 'npm', ['run', 'dev', '-w', 'apps/server']],
  ['web', 'npm', ['run', 'dev', '-w', 'apps/web']],
];

const children = commands.map(([name, command, args]) => {
  const child = spawn(command, args, { stdio: 'inherit' });
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    stopAll();
  });
  return child;
});

let isStopping = false;
function stopAll() {
  if (isStopping) return;
  isStopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
