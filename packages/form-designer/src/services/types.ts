import type { FormRendererProps, LookupEndpoints } from '@org/form-renderer';

/** A dictionary as the designer's dictionary picker lists it. */
export interface DictionarySummary {
  dictName: string;
  dictCode: string;
}

/** A published data view as the designer's data-view picker lists it. */
export interface DataViewSummary {
  id: string;
  viewComment: string;
}

/** A column of a data view, offered for the label / value / children pickers. */
export interface ViewColumn {
  columnName: string;
}

/** A remote function or option list of the host, as the `remoteFunc` / `remoteOption` pickers list it. */
export interface RemoteSourceSummary {
  /** What a widget's `remoteFunc` or `remoteOption` holds. */
  name: string;
  /** Shown beside the name; may be empty. */
  label: string;
}

/** How the preview runs the form's scripts and remote options (the renderer's props). */
export type PreviewRuntime = Pick<FormRendererProps, 'scripts' | 'remote' | 'remoteOption'>;

export interface DataViewFilter {
  appCode?: string;
  datasourceId?: string;
  parentViewId?: string;
  viewCodeOrComment?: string;
}

export interface DesignerNotice {
  type: 'error' | 'warning' | 'success' | 'info';
  message: string;
}

/**
 * What the designer asks of its host. Every member has a default over `@org/http-client`
 * (see `createDefaultServices`); a host replaces any of them through `<FormDesigner services>`.
 * Look-ups load the first 1000 entries (the spec's page size).
 */
export interface DesignerServices {
  /** Dictionaries with status 1. */
  listDictionaries: () => Promise<DictionarySummary[]>;
  /** Published data views of type VIEW. */
  listDataViews: (filter?: DataViewFilter) => Promise<DataViewSummary[]>;
  /** The columns of one data view. */
  listViewColumns: (viewId: string) => Promise<ViewColumn[]>;
  /** An upload token for cloud-storage upload widgets in the preview. */
  getUploadToken: () => Promise<string>;
  /** Shows a toast. */
  notify: (notice: DesignerNotice) => void;
  /**
   * The session token: saved data sources store it as their `X-Token` header, and their Test
   * sends it. None when absent.
   */
  getToken?: () => string | null | undefined;
  /**
   * Where the preview's remote options of type `dict` and `dataView` are looked up (the
   * renderer's `lookup`: ready clients or base URLs of the dictionary and data-view services).
   * The default goes through the designer's client to the `dictionaryService` and
   * `dataViewService` bases of `DEFAULT_ENDPOINTS`, as a form filled in on the platform does.
   */
  lookup?: LookupEndpoints;
  /**
   * The host's remote functions: the `remoteFunc` picker offers them. Without it the name is
   * typed in.
   */
  listRemoteFunctions?: () => Promise<RemoteSourceSummary[]>;
  /**
   * The host's named option lists: the `remoteOption` picker offers them. Without it the name
   * is typed in.
   */
  listOptionLists?: () => Promise<RemoteSourceSummary[]>;
  /**
   * What the preview runs the form with: `scripts` (off unless given), the host functions
   * `remote` and the option lists `remoteOption`, as a filled-in form gets them.
   */
  preview?: PreviewRuntime;
}
