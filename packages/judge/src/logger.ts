/**
 * What the judge logs through: the subset of pino's API it uses, so the server hands it its own
 * pino logger and every judge warning lands in the same JSON-lines log, with the same fields.
 */
export type JudgeLogger = {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
};

/**
 * For entry points without a pino logger (`npm run worker`, `npm run judge`): one JSON object
 * per line on stderr, with pino's level numbers and field names, so the same tools read both.
 */
export function jsonLinesLogger(
  name: string,
  write = (line: string) => process.stderr.write(line),
): JudgeLogger {
  const at = (level: number) => (fields: object, message: string) => {
    const plain = Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [
        key,
        value instanceof Error ? errorFields(value) : value,
      ]),
    );
    write(`${JSON.stringify({ level, time: Date.now(), name, ...plain, msg: message })}\n`);
  };
  return { info: at(30), warn: at(40), error: at(50) };
}

function errorFields(error: Error) {
  return { type: error.name, message: error.message, stack: error.stack };
}
