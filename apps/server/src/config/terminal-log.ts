// Readable log lines for a person watching `npm start`: pino writes JSON, which suits collectors but
// buries the start-up lines in a terminal under one line per request. When standard output is a
// terminal, each JSON line is rewritten as `time LEVEL message details`, and Fastify's two lines per
// request count as debug, so the default info level shows start-up, warnings and errors only.
// Anywhere else (a pipe, a file, a container's log driver) the JSON lines are left as they are.
import type { Config } from './env.ts';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

const THRESHOLDS: Record<Config['logLevel'], number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};

const DEBUG = 20;

/** Fastify's request lines: the request arriving and its answer. */
const REQUEST_MESSAGES = new Set(['incoming request', 'request completed']);

/** What pino and Fastify put on every line, shown in the line's own layout rather than as details. */
const LAYOUT_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'err']);

const COLORS: Record<number, string> = { 40: '\u001b[33m', 50: '\u001b[31m', 60: '\u001b[31m' };
const DIM = '\u001b[2m';
const RESET = '\u001b[0m';

interface LogRecord {
  level: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [field: string]: unknown;
}

function clock(time: number | undefined): string {
  return new Date(time ?? Date.now()).toTimeString().slice(0, 8);
}

function detail(key: string, value: unknown): string {
  return `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`;
}

/**
 * One pino JSON line as a person reads it, or undefined when it falls below `level` (request lines
 * count as debug). The URL is the one the request serializer wrote, so it stays redacted.
 *
 * @example formatLogLine('{"level":40,"time":0,"msg":"slow"}', 'info', false) // '00:00:00 WARN  slow\n' (in UTC)
 */
export function formatLogLine(line: string, level: Config['logLevel'], color: boolean): string | undefined {
  let record: LogRecord;
  try {
    record = JSON.parse(line) as LogRecord;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const isRequest = record.level === 30 && REQUEST_MESSAGES.has(record.msg ?? '');
  const shownLevel = isRequest ? DEBUG : record.level;
  if (shownLevel < THRESHOLDS[level]) return undefined;

  const parts = [record.msg ?? ''];
  if (record.req?.method) parts.push(`${record.req.method} ${record.req.url ?? ''}`);
  if (record.res?.statusCode !== undefined) parts.push(String(record.res.statusCode));
  if (typeof record.responseTime === 'number') parts.push(`${Math.round(record.responseTime)} ms`);
  for (const [key, value] of Object.entries(record)) {
    if (!LAYOUT_FIELDS.has(key) && key !== 'responseTime' && value !== undefined)
      parts.push(detail(key, value));
  }
  if (record.reqId) parts.push(detail('reqId', record.reqId));

  const name = (LEVELS[shownLevel] ?? String(shownLevel)).padEnd(5);
  const tint = color ? COLORS[shownLevel] : undefined;
  const time = color ? `${DIM}${clock(record.time)}${RESET}` : clock(record.time);
  const label = tint ? `${tint}${name}${RESET}` : name;
  const error = record.err
    ? `\n  ${(record.err.stack ?? record.err.message ?? '').replaceAll('\n', '\n  ')}`
    : '';
  return `${time} ${label} ${parts.filter(Boolean).join(' ')}${error}\n`;
}

interface Output {
  isTTY?: boolean;
  write(text: string): unknown;
}

/**
 * Where the server's logger writes: readable lines on a terminal, else undefined (pino's JSON on
 * standard output). Colours unless NO_COLOR is set (https://no-color.org).
 */
export function terminalLogStream(
  output: Output,
  level: Config['logLevel'],
  env: NodeJS.ProcessEnv = process.env,
): { write(line: string): void } | undefined {
  if (!output.isTTY) return undefined;
  const color = !env.NO_COLOR;
  return {
    write(line) {
      const text = formatLogLine(line, level, color);
      if (text !== undefined) output.write(text);
    },
  };
}
