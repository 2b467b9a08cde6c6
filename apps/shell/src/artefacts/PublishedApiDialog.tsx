import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import {
  GATEWAY_CLOCK_SKEW_MS,
  GATEWAY_HEADERS,
  ResultCode,
  gatewaySigningText,
} from '@org/api-contract';
import { type CallError, fieldErrorsOf } from '@org/app-kit';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type OrchestrationCallResult,
  type PublishedApi,
  useCallPublishedApiMutation,
} from '../api/orchestrations-api';
import { InputValueFields, JsonBlock, type Typed, inputOf } from './OrchestrationInputValues';

/** What the last call answered: the output and time, or the refusal as the client gives it. */
type Answer = { ok: true; result: OrchestrationCallResult } | { ok: false; error: CallError };

/** The key of the step a failed run (50020) names, when it names one. */
function failedStep(error: CallError): string | null {
  if (error.code !== ResultCode.RUN_FAILED) return null;
  const step = (error.data as { step?: unknown } | undefined)?.step;
  return typeof step === 'string' ? step : null;
}

/** The answer of a call: the output as JSON and the time, or why it failed. */
function CallAnswer({ answer }: { answer: Answer }) {
  const { t } = useTranslation('shell');
  if (answer.ok) {
    return (
      <>
        <Typography variant="body2" color="success.main">
          {t('orchestration.ok')} · {t('orchestration.ms', { value: answer.result.ms })}
        </Typography>
        <JsonBlock label={t('publishedApi.output')} value={answer.result.output} />
      </>
    );
  }
  const { error } = answer;
  const fields = Object.entries(fieldErrorsOf(error));
  const step = failedStep(error);
  return (
    <Alert severity="error" sx={{ whiteSpace: 'pre-wrap' }}>
      {fields.length > 0
        ? `${t('publishedApi.inputRefused')} ${fields
            .map(([name, message]) => `${name.replace(/^input\./, '')}: ${message}`)
            .join('; ')}`
        : error.message}
      {step !== null && (
        <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
          {t('publishedApi.failedStep')} <code>{step}</code>
        </Box>
      )}
    </Alert>
  );
}

/**
 * How an external application calls the API through the gateway: the path, the four headers
 * and the five lines it signs (written by the contract's `gatewaySigningText`, so the text
 * handed to another team is the one the server checks).
 */
function GatewayHelp({ api }: { api: PublishedApi }) {
  const { t } = useTranslation('shell');
  const headingId = useId();
  const signed = gatewaySigningText({
    method: 'POST',
    path: api.gatewayPath,
    timestamp: `<${GATEWAY_HEADERS.timestamp}>`,
    nonce: `<${GATEWAY_HEADERS.nonce}>`,
    bodySha256: t('publishedApi.bodySha256'),
  });
  const headers = [
    [GATEWAY_HEADERS.appKey, t('publishedApi.appKeyHelp')],
    [
      GATEWAY_HEADERS.timestamp,
      t('publishedApi.timestampHelp', { minutes: GATEWAY_CLOCK_SKEW_MS / 60_000 }),
    ],
    [GATEWAY_HEADERS.nonce, t('publishedApi.nonceHelp')],
    [GATEWAY_HEADERS.signature, t('publishedApi.signatureHelp')],
  ] as const;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t('publishedApi.gateway')}
      </Typography>
      <Typography variant="body2">
        {t('publishedApi.gatewayCall')} <code>POST {api.gatewayPath}</code>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('publishedApi.gatewayIntro')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, typography: 'body2' }}>
        {headers.map(([header, help]) => (
          <li key={header}>
            <code>{header}</code> — {help}
          </li>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('publishedApi.signedText')}
      </Typography>
      <Box
        component="pre"
        role="region"
        aria-label={t('publishedApi.signedText')}
        tabIndex={0}
        sx={{
          m: 0,
          p: 1,
          overflow: 'auto',
          fontFamily: 'monospace',
          fontSize: 12,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {signed}
      </Box>
    </Box>
  );
}

/**
 * 调试: a published orchestration called as the signed-in user, from a field per input of the
 * published copy (an object that is not JSON is marked and nothing is sent). The answer shows
 * under 调用: the output and the time, or the refusal — the inputs the server refused (also
 * under their fields), the step a failed run names, or why it does not answer (an API taken
 * offline, 40004). Below, how an external application calls it through the gateway.
 */
export function PublishedApiDialog({ api, onClose }: { api: PublishedApi; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const inputsId = useId();
  const [call, calling] = useCallPublishedApiMutation();
  const [typed, setTyped] = useState<Typed>({});
  const [unreadable, setUnreadable] = useState<readonly string[]>([]);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const refused = answer?.ok === false ? fieldErrorsOf(answer.error) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = inputOf(api.inputs, typed);
    setUnreadable(read.unreadable);
    if (read.unreadable.length > 0) return;
    setAnswer(null);
    try {
      const result = await call({ apiCode: api.apiCode, input: read.input }).unwrap();
      setAnswer({ ok: true, result });
    } catch (error) {
      setAnswer({ ok: false, error: error as CallError });
    }
  };

  return (
    <Dialog
      open
      fullWidth
      maxWidth="md"
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('publishedApi.tryOf', { code: api.apiCode })}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Typography variant="body2" color="text.secondary">
          {t('publishedApi.tryIntro', { name: api.apiName, version: api.version })}{' '}
          <code>POST {api.path}</code>
        </Typography>
        {api.publishStatus === 'OFFLINE' && (
          <Alert severity="warning">{t('publishedApi.offlineNote')}</Alert>
        )}
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-labelledby={inputsId}
          sx={{ display: 'grid', gap: 2 }}
        >
          <Typography id={inputsId} variant="subtitle2" component="h3">
            {t('publishedApi.inputs')}
          </Typography>
          {api.inputs.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('publishedApi.noInputs')}
            </Typography>
          )}
          <InputValueFields
            inputs={api.inputs}
            typed={typed}
            onChange={setTyped}
            unreadable={unreadable}
            errors={refused}
          />
          <Button
            type="submit"
            variant="contained"
            sx={{ justifySelf: 'start' }}
            loading={calling.isLoading}
          >
            {t('publishedApi.call')}
          </Button>
        </Box>
        {answer && (
          <Box role="region" aria-label={t('publishedApi.answer')} sx={{ display: 'grid', gap: 1 }}>
            <CallAnswer answer={answer} />
          </Box>
        )}
        <GatewayHelp api={api} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('orchestration.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
