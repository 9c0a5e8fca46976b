// `npm start`: the mock server (http://localhost:3000, with the SignalR hub), the Vite dev server
// (http://localhost:5173, /api proxied) and the mail catcher (MailDev: SMTP on 127.0.0.1:1025, inbox on
// http://localhost:1080), together. The mock sends its e-mail to the catcher (docs/mail.md). Ctrl+C, or any one
// stopping, stops all three.
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    {
      command: 'maildev --smtp 1025 --web 1080 --ip 127.0.0.1 --web-ip 127.0.0.1',
      name: 'mail',
      prefixColor: 'yellow',
    },
    {
      command:
        'node scripts/generate.mjs && npx wait-on -t 60000 tcp:127.0.0.1:1025 && node --import tsx mock-server/main.ts',
      name: 'mock',
      prefixColor: 'magenta',
      env: { GRIDWORK_SMTP_HOST: '127.0.0.1', GRIDWORK_SMTP_PORT: '1025' },
    },
    { command: 'npx wait-on -t 60000 tcp:127.0.0.1:3000 && npx vite', name: 'spa', prefixColor: 'cyan' },
  ],
  { killOthersOn: ['failure', 'success'], handleInput: false },
);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
