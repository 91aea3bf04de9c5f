import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { freshDatabase } from '../testing/test-database.ts';
import { parseEnv } from './env.ts';
import { formatLogLine, terminalLogStream } from './terminal-log.ts';

const at = (hours: number, minutes: number) => new Date(2026, 10, 25, hours, minutes, 5).getTime();

describe('formatLogLine', () => {
  it('should print a line as time, level, message and details', () => {
    const line = JSON.stringify({
      level: 30,
      time: at(9, 4),
      pid: 1,
      hostname: 'h',
      msg: 'site indexed',
      products: 12,
    });
    expect(formatLogLine(line, 'info', false)).toBe('09:04:05 INFO  site indexed products=12\n');
  });

  it("should count Fastify's request lines as debug, so info shows no request", () => {
    const incoming = JSON.stringify({
      level: 30,
      time: at(9, 4),
      reqId: 'r1',
      req: { method: 'GET', url: '/reset-password?token=[redacted]' },
      msg: 'incoming request',
    });
    const completed = JSON.stringify({
      level: 30,
      time: at(9, 4),
      reqId: 'r1',
      res: { statusCode: 200 },
      responseTime: 3.4,
      msg: 'request completed',
    });
    expect(formatLogLine(incoming, 'info', false)).toBeUndefined();
    expect(formatLogLine(completed, 'info', false)).toBeUndefined();
    expect(formatLogLine(incoming, 'debug', false)).toBe(
      '09:04:05 DEBUG incoming request GET /reset-password?token=[redacted] reqId=r1\n',
    );
    expect(formatLogLine(completed, 'debug', false)).toBe(
      '09:04:05 DEBUG request completed 200 3 ms reqId=r1\n',
    );
  });

  it('should follow LOG_LEVEL and print warnings and errors with their stack', () => {
    const warning = JSON.stringify({ level: 40, time: at(9, 4), msg: 'slow' });
    const error = JSON.stringify({
      level: 50,
      time: at(9, 4),
      msg: 'sync failed',
      err: { message: 'boom', stack: 'Error: boom\n    at sync' },
    });
    expect(formatLogLine(warning, 'error', false)).toBeUndefined();
    expect(formatLogLine(warning, 'warn', false)).toBe('09:04:05 WARN  slow\n');
    expect(formatLogLine(error, 'warn', false)).toBe(
      '09:04:05 ERROR sync failed\n  Error: boom\n      at sync\n',
    );
    expect(formatLogLine(error, 'silent', false)).toBeUndefined();
    expect(formatLogLine(warning, 'info', true)).toBe(
      '\u001b[2m09:04:05\u001b[0m \u001b[33mWARN \u001b[0m slow\n',
    );
  });
});

describe('terminalLogStream', () => {
  it('should leave the JSON lines alone when the output is not a terminal', () => {
    expect(terminalLogStream({ isTTY: false, write: () => true }, 'info')).toBeUndefined();
    expect(terminalLogStream({ write: () => true }, 'info')).toBeUndefined();
  });

  it("should write the server's start-up readably on a terminal, without its requests, URLs redacted at debug", async () => {
    const written: string[] = [];
    const terminal = { isTTY: true, write: (text: string) => written.push(text) };
    const dataDir = mkdtempSync(join(tmpdir(), 'playboard-terminal-log-'));
    const database = await freshDatabase();
    const build = (level: 'info' | 'debug') =>
      buildApp({
        config: parseEnv({
          DATA_DIR: dataDir,
          // A clean checkout has no built console or layer; @fastify/static would warn about them first.
          CONSOLE_DIR: dataDir,
          LAYER_DIR: dataDir,
          LOG_LEVEL: level,
          PUBLIC_URL: 'http://localhost:3000',
          SEARCH_THREADS: '0',
        }),
        database,
        logStream: terminalLogStream(terminal, level, { NO_COLOR: '1' }),
      });
    try {
      const quiet = await build('info');
      quiet.log.info('Playboard is ready');
      await quiet.inject({ url: '/reset-password?token=secret-token' });
      await quiet.close();
      expect(written[0]).toMatch(/^\d\d:\d\d:\d\d INFO {2}Playboard is ready\n$/);
      expect(written.join('')).not.toMatch(/request|reset-password/);

      written.length = 0;
      const verbose = await build('debug');
      await verbose.inject({ url: '/reset-password?token=secret-token' });
      await verbose.close();
      const output = written.join('');
      expect(output).toContain('DEBUG incoming request GET /reset-password?token=[redacted]');
      expect(output).not.toContain('secret-token');
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
