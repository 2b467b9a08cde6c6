// What a host imports: the package's public entry (lazily loaded widgets are separate chunks).
export * from '../../src/index';
