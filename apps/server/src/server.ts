// The only file that listens: reads the environment, opens and migrates the database, serves,
// and shuts down gracefully on SIGTERM/SIGINT (in-flight requests finish, jobs stop).
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, parseEnv } from './config/env.ts';
import { openDatabase } from './db/client.ts';

let config;
try {
  config = parseEnv(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const database = await openDatabase(config);
await database.migrate();
const app = await buildApp({ config, database });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an unexpected error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });
app.log.info(`Playboard is ready at ${config.publicUrl}`);
