/**
 * The part of `bpmn-moddle` this package uses. Its main entry has no typings; the elements are
 * read through `get` and checked at run time, since an imported file may hold anything.
 */
declare module 'bpmn-moddle' {
  /** An element of a model tree: a BPMN element, one of an extension, or a generic one. */
  export interface ModdleElement {
    /** The element's type, `prefix:Name` (`bpmn:UserTask`), or its tag for a generic one. */
    readonly $type: string;
    /** Attributes the model does not know (those of unknown namespaces). */
    readonly $attrs: Readonly<Record<string, string>>;
    $parent?: ModdleElement;
    $instanceOf(type: string): boolean;
    /** A property's value; a many-valued property gives an array (created empty if unset). */
    get(name: string): unknown;
    set(name: string, value: unknown): void;
  }

  /** Something the reader skipped or could not resolve. */
  export interface ModdleWarning {
    readonly message: string;
    readonly error?: Error;
  }

  export interface ModdleParseResult {
    readonly rootElement: ModdleElement;
    readonly warnings: readonly ModdleWarning[];
    readonly elementsById: Readonly<Record<string, ModdleElement>>;
  }

  /** BPMN 2.0 model with XML import and export; `packages` add extension namespaces. */
  export class BpmnModdle {
    /** `packages` are moddle package descriptors by prefix, such as `flowModdlePackage`. */
    constructor(packages?: Readonly<Record<string, object>>, options?: { strict?: boolean });
    create(type: string, attrs?: Readonly<Record<string, unknown>>): ModdleElement;
    fromXML(xml: string, typeName?: string): Promise<ModdleParseResult>;
    toXML(
      element: ModdleElement,
      options?: { format?: boolean; preamble?: boolean },
    ): Promise<{ xml: string }>;
  }
}
