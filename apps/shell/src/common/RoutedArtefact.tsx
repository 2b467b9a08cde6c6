import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ArtefactKind } from '@org/api-contract';
import { type CallError, Spinner } from '@org/app-kit';
import { Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { type ArtefactRecord, useArtefactQuery } from '../api/artefacts-api';

export interface RoutedArtefactProps {
  /** The route parameter that holds the artefact's id (`flowId` of `flowDesign/:flowId`). */
  param: string;
  /** The kind the page edits or shows. */
  kind: ArtefactKind;
  /** What the page says when the id names no artefact of that kind. */
  notFound: string;
  /**
   * The page for the artefact. It is keyed by the artefact's id, so another artefact opened in
   * the same tab starts from its own content.
   */
  children: (artefact: ArtefactRecord) => ReactNode;
}

/**
 * The artefact a page's address names (`dashboard/12`): a spinner while it loads, the server's
 * message (or `notFound`) when the id is no number, unknown or of another kind, else the page.
 */
export function RoutedArtefact({ param, kind, notFound, children }: RoutedArtefactProps) {
  const id = Number(useParams()[param]);
  const valid = Number.isInteger(id) && id > 0;
  const artefact = useArtefactQuery({ id }, { skip: !valid });
  if (artefact.isLoading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <Spinner />
      </Box>
    );
  }
  if (!valid || !artefact.data || artefact.data.kind !== kind) {
    return (
      <Alert severity="warning">
        {(artefact.error as CallError | undefined)?.message ?? notFound}
      </Alert>
    );
  }
  return <Fragment key={artefact.data.id}>{children(artefact.data)}</Fragment>;
}
