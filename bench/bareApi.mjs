// The reference API's floor (`npm run bench`): a bare Fastify server on 127.0.0.1 answering one
// GET route with a JSON body held in memory, nothing else (no hooks, no database, no token). Run
// by bench/api.mjs as a child process: argv[2] is the port, the body arrives on stdin, and the
// server stops when stdin closes (its parent ended). Prints "listening" once it serves.
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
let input = '';
let body = null;
app.get('/*', async () => body);
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  input += chunk;
  const end = input.indexOf('\n');
  if (body === null && end >= 0) {
    body = JSON.parse(input.slice(0, end));
    app.listen({ port, host: '127.0.0.1' }).then(() => console.log('listening'));
  }
});
process.stdin.on('close', () => process.exit(0));
