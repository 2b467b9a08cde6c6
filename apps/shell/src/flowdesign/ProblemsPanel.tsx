import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { type FlowIssue, type FlowLocale, flowIssueMessage } from '@org/flow-model';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowSelection } from './FlowCanvas';

/** The language flow issues are told in: Chinese for a Chinese interface, else English. */
export const flowLocaleOf = (language: string): FlowLocale =>
  language.startsWith('zh') ? 'zh-CN' : 'en-US';

/** Where an issue leads: the edge it names, else its node. */
export function selectionOf(issue: FlowIssue): FlowSelection {
  if (issue.edgeId !== undefined) return { kind: 'edge', id: issue.edgeId };
  if (issue.nodeId !== undefined) return { kind: 'node', id: issue.nodeId };
  return null;
}

/**
 * What `checkFlow` finds wrong with the flow, errors first, in the interface's language; a
 * problem about a node or an edge selects it when clicked.
 */
export function ProblemsPanel({
  issues,
  onSelect,
}: {
  issues: readonly FlowIssue[];
  onSelect: (selection: FlowSelection) => void;
}) {
  const { t, i18n } = useTranslation('shell');
  const headingId = useId();
  const locale = flowLocaleOf(i18n.language);
  const sorted = [...issues].sort(
    (a, b) => Number(a.severity === 'warning') - Number(b.severity === 'warning'),
  );
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ p: 1.5, display: 'grid', gap: 0.5 }}>
      <Typography id={headingId} variant="subtitle2" component="h2">
        {t('flowDesign.problems', { count: issues.length })}
      </Typography>
      {sorted.length === 0 ? (
        <Typography
          variant="body2"
          color="success.main"
          sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
        >
          <CheckCircleOutlineIcon fontSize="small" />
          {t('flowDesign.noProblems')}
        </Typography>
      ) : (
        <List
          dense
          disablePadding
          aria-labelledby={headingId}
          sx={{ maxHeight: 112, overflow: 'auto' }}
        >
          {sorted.map((issue, index) => {
            const target = selectionOf(issue);
            const error = issue.severity === 'error';
            const Icon = error ? ErrorOutlineIcon : WarningAmberIcon;
            const severity = t(error ? 'flowDesign.severity.error' : 'flowDesign.severity.warning');
            return (
              <ListItem
                key={`${issue.code}-${issue.nodeId ?? ''}-${issue.edgeId ?? ''}-${index}`}
                disablePadding
              >
                <ListItemButton
                  disabled={target === null}
                  onClick={() => onSelect(target)}
                  sx={{ '&.Mui-disabled': { opacity: 1 } }}
                >
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    <Icon
                      fontSize="small"
                      color={error ? 'error' : 'warning'}
                      titleAccess={severity}
                    />
                  </ListItemIcon>
                  <ListItemText primary={flowIssueMessage(issue, locale)} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
