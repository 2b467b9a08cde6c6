/** The built-in logo, shown when the server's system info has no `sysLog`. */
export const DEFAULT_LOGO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
      '<rect width="64" height="64" rx="14" fill="#1976d2"/>' +
      '<path d="M16 20h32v6H16zM16 29h22v6H16zM16 38h32v6H16z" fill="#fff"/>' +
      '</svg>',
  );

/** The default system name (spec §1). */
export const DEFAULT_SYS_NAME = '综合业务平台';
