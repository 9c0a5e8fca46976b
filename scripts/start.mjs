// `npm start`: the mock server (http://localhost:3000, with the SignalR hub) and the Vite dev server
// (http://localhost:5173, /api proxied) together. Ctrl+C, or either one stopping, stops both.
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    { command: 'node scripts/generate.mjs && node --import tsx mock-server/main.ts', name: 'mock', prefixColor: 'magenta' },
    { command: 'npx wait-on -t 60000 tcp:127.0.0.1:3000 && npx vite', name: 'spa', prefixColor: 'cyan' },
  ],
  { killOthersOn: ['failure', 'success'], handleInput: false },
);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
