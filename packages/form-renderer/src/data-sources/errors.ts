/** A failed data-source request: the HTTP status (0 without an answer) and the body. */
export class DataSourceError extends Error {
  readonly code = 'data-source-failed';
  readonly status: number;
  readonly body: unknown;

  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.name = 'DataSourceError';
    this.status = status;
    this.body = body;
  }
}

/** `sendRequest` with a name that no data source of the form has. */
export class UnknownDataSourceError extends Error {
  readonly code = 'unknown-data-source';
  constructor(readonly source: string) {
    super(`No data source named "${source}"`);
    this.name = 'UnknownDataSourceError';
  }
}
