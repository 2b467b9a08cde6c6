import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FORM_PERMISSIONS, PAGE_BLOCK_TYPES, type PageContent } from '@org/api-contract';
import { useCan } from '@org/app-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ArtefactRecord } from '../api/artefacts-api';
import { RoutedArtefact } from '../common/RoutedArtefact';
import { useContentDraft } from '../common/use-content-draft';
import { OrderedList } from './OrderedList';
import { PagePreview } from './PagePreview';
import { type Choice, SelectField, useFormChoices, useViewChoices } from './fields';
import { useDashboardChoices } from './page-blocks';

type Block = PageContent['blocks'][number];
type BlockType = Block['type'];

const nameIn = (choices: readonly Choice[], id: number | undefined) =>
  choices.find((c) => c.value === id)?.label;

function Designer({ page }: { page: ArtefactRecord }) {
  const { t } = useTranslation('shell');
  const canEdit = useCan(FORM_PERMISSIONS.edit);
  const forms = useFormChoices(page.appId);
  const views = useViewChoices();
  const dashboards = useDashboardChoices(page.appId);
  const draft = useContentDraft<PageContent>(page, {
    title: t('designer.title', { name: page.artefactName }),
    leaveQuestion: t('designer.leaveQuestion', { name: page.artefactName }),
    saved: t('designer.saved'),
  });
  const { content, change, dirty, errors, failure, notice, save } = draft;
  const [adding, setAdding] = useState<{ type: BlockType; id: string }>({ type: 'FORM', id: '' });

  const blockName = (block: Block) =>
    block.type === 'FORM'
      ? t('designer.formBlock', {
          name: nameIn(forms, block.formId) ?? t('designer.unknownForm', { id: block.formId }),
        })
      : block.type === 'DASHBOARD'
        ? t('dashboard.block', {
            name:
              nameIn(dashboards, block.dashboardId) ??
              t('dashboard.unknown', { id: block.dashboardId }),
          })
        : t('designer.viewBlock', {
            name: nameIn(views, block.viewId) ?? t('designer.unknownView', { id: block.viewId }),
          });
  const add = () => {
    if (adding.id === '') return;
    const id = Number(adding.id);
    const block: Block =
      adding.type === 'FORM'
        ? { type: 'FORM', formId: id }
        : adding.type === 'DASHBOARD'
          ? { type: 'DASHBOARD', dashboardId: id }
          : { type: 'DATA_VIEW', viewId: id };
    change({ ...content, blocks: [...content.blocks, block] });
    setAdding({ ...adding, id: '' });
  };

  const choices = adding.type === 'FORM' ? forms : adding.type === 'DASHBOARD' ? dashboards : views;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h5" component="h1">
            {t('designer.title', { name: page.artefactName })}
          </Typography>
          <Typography color="text.secondary">
            <Link to={`/app/${page.appId}`}>{page.appName}</Link> · {page.artefactCode}
          </Typography>
        </Box>
        <Box sx={{ ml: 'auto', display: 'flex', gap: 1, alignItems: 'center' }}>
          {dirty && <Typography color="warning.main">{t('designer.unsaved')}</Typography>}
          {canEdit && (
            <Button
              variant="contained"
              loading={draft.saving}
              disabled={!dirty}
              onClick={() => void save()}
            >
              {t('designer.save')}
            </Button>
          )}
        </Box>
      </Box>
      {notice && <Alert severity="success">{notice}</Alert>}
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(360px, 2fr) 3fr' },
        }}
      >
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, alignSelf: 'start' }}>
          <TextField
            size="small"
            label={t('artefact.title')}
            required
            value={content.title}
            onChange={(e) => change({ ...content, title: e.target.value })}
            error={'content.title' in errors}
            helperText={errors['content.title']}
          />
          <Typography variant="subtitle2" component="h2">
            {t('designer.blocks')}
          </Typography>
          {content.blocks.length === 0 ? (
            <Typography color="text.secondary" variant="body2">
              {t('designer.noBlocks')}
            </Typography>
          ) : (
            <OrderedList
              items={content.blocks}
              label={t('designer.blocks')}
              onChange={(blocks) => change({ ...content, blocks })}
            >
              {(block, index) => {
                const problem =
                  errors[`content.blocks[${index}].formId`] ??
                  errors[`content.blocks[${index}].viewId`] ??
                  errors[`content.blocks[${index}].dashboardId`];
                return (
                  <>
                    <Typography sx={{ pt: 1 }}>{blockName(block)}</Typography>
                    {problem && (
                      <Typography color="error" variant="body2">
                        {problem}
                      </Typography>
                    )}
                  </>
                );
              }}
            </OrderedList>
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: '140px 1fr auto',
              alignItems: 'start',
            }}
          >
            <SelectField
              label={t('designer.blockType')}
              value={adding.type}
              choices={PAGE_BLOCK_TYPES.map((type) => ({
                value: type,
                label: t(`artefact.${type}`),
              }))}
              onChange={(type) => setAdding({ type: type as BlockType, id: '' })}
            />
            <SelectField
              label={t(`artefact.${adding.type === 'DATA_VIEW' ? 'view' : adding.type}`)}
              value={adding.id}
              choices={choices}
              onChange={(id) => setAdding({ ...adding, id })}
            />
            <Button
              variant="outlined"
              onClick={add}
              disabled={adding.id === ''}
              sx={{ height: 40 }}
            >
              {t('designer.add')}
            </Button>
          </Box>
        </Paper>
        <Paper
          variant="outlined"
          sx={{ p: 2, minWidth: 0 }}
          aria-label={t('designer.preview')}
          component="section"
        >
          <Typography variant="overline" color="text.secondary">
            {t('designer.preview')}
          </Typography>
          <PagePreview
            content={content}
            viewName={(id) => nameIn(views, id) ?? t('designer.unknownView', { id })}
          />
        </Paper>
      </Box>
    </Box>
  );
}

/**
 * pageDesigner/{pageId}: a PAGE artefact's title and blocks (forms and data views), added,
 * moved up or down and removed, saved, with a preview of the page as people see it.
 */
export function PageDesignerPage() {
  const { t } = useTranslation('shell');
  return (
    <RoutedArtefact param="pageId" kind="PAGE" notFound={t('designer.notPage')}>
      {(page) => <Designer page={page} />}
    </RoutedArtefact>
  );
}
