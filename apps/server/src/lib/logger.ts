import pino from 'pino';

/** Structured logs with ids only: never names, messages, codes of patients or medical content. */
export function createLogger(level: pino.LevelWithSilent, destination?: pino.DestinationStream) {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'email', '*.email', 'phone', '*.phone'],
      remove: true,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A logger that keeps every line it writes, for the tests that check what reaches the log. */
export function capturingLogger(): { logger: Logger; lines: () => string } {
  const written: string[] = [];
  const logger = createLogger('trace', { write: (line: string) => void written.push(line) });
  return { logger, lines: () => written.join('') };
}

export type Logger = pino.Logger;
