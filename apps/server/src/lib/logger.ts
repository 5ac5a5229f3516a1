import pino from 'pino';

/** Structured logs with ids only: never names, messages, codes of patients or medical content. */
export function createLogger(level: pino.LevelWithSilent) {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'email', '*.email', 'phone', '*.phone'],
      remove: true,
    },
  });
}

export type Logger = pino.Logger;
