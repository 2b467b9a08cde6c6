import { Link, type LinkProps } from 'react-router';

/** A link is underlined; a row action beside the kit's buttons is not. */
const PLAIN = { textDecoration: 'none' } as const;

/**
 * A row action that opens a page (start a flow, design a page): a link, so that it can be
 * opened in a new tab, drawn as the list kit's `RowButton` by the kit's row stylesheet.
 */
export function RowLink(props: Omit<LinkProps, 'className' | 'style'>) {
  return <Link {...props} className="row-button row-button-primary" style={PLAIN} />;
}
