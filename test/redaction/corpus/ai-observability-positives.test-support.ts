// Positives of the AI-provider and observability families: OpenAI, Anthropic, Hugging Face,
// Groq, Replicate, Perplexity, xAI, New Relic, Sentry, Grafana, Datadog and Dynatrace.
import { ALNUM, HEX, LOWER, UPPER, UPPER_ALNUM, URLSAFE, b64url, body, sample, type PositiveSample } from './corpus-kit.test-support.js';

const hf = (label: string) => `hf_${body(label, 34, `${UPPER}${LOWER}`)}`;
const anthropic = (kind: string, label: string) => `sk-ant-${kind}-${body(label, 93, URLSAFE)}AA`;

export const AI_POSITIVES: PositiveSample[] = [
  sample('openai-key', `sk-proj-${body('oai/1', 74, URLSAFE)}T3BlbkFJ${body('oai/1b', 74, URLSAFE)}`, (s) => `OPENAI_API_KEY=${s}`),
  sample('openai-key', `sk-proj-${body('oai/2', 156, URLSAFE)}`, (s) => `from openai import OpenAI\nclient = OpenAI(api_key="${s}")`),
  sample(
    'openai-key',
    `sk-${body('oai/3', 20, ALNUM)}T3BlbkFJ${body('oai/3b', 20, ALNUM)}`,
    (s) => `openai.api_key = '${s}'  # old key from 2023, still works?`,
  ),
  sample(
    'openai-key',
    `sk-svcacct-${body('oai/4', 74, URLSAFE)}T3BlbkFJ${body('oai/4b', 74, URLSAFE)}`,
    (s) => `curl https://api.openai.com/v1/models -H "Authorization: Bearer ${s}"`,
  ),
  sample(
    'openai-key',
    `sk-admin-${body('oai/5', 74, URLSAFE)}T3BlbkFJ${body('oai/5b', 74, URLSAFE)}`,
    (s) => `{"openai": {"admin_key": "${s}", "org": "org-${body('oai/org', 24, ALNUM)}"}}`,
  ),
  sample('anthropic-key', anthropic('api03', 'ant/1'), (s) => `export ANTHROPIC_API_KEY=${s}\nclaude -p "summarise this pcap"`),
  sample('anthropic-key', anthropic('api03', 'ant/2'), (s) => `client = anthropic.Anthropic(api_key="${s}")`),
  sample(
    'anthropic-key',
    anthropic('admin01', 'ant/3'),
    (s) => `curl https://api.anthropic.com/v1/organizations/users --header "x-api-key: ${s}" --header "anthropic-version: 2023-06-01"`,
  ),
  sample('huggingface-token', hf('hf/1'), (s) => `$ huggingface-cli login --token ${s}\nToken is valid (permission: write).`),
  sample('huggingface-token', hf('hf/2'), (s) => `from huggingface_hub import login\nlogin(token="${s}")`),
  sample('huggingface-token', hf('hf/3'), (s) => `HF_TOKEN=${s}\n`),
  sample('groq-api-key', `gsk_${body('groq/1', 52, ALNUM)}`, (s) => `client = Groq(api_key="${s}")`),
  sample('groq-api-key', `gsk_${body('groq/2', 52, ALNUM)}`, (s) => `GROQ_API_KEY: ${s}`),
  sample('replicate-api-token', `r8_${body('rep/1', 37, ALNUM)}`, (s) => `export REPLICATE_API_TOKEN=${s}`),
  sample(
    'replicate-api-token',
    `r8_${body('rep/2', 37, ALNUM)}`,
    (s) => `curl -s -X POST -H "Authorization: Bearer ${s}" https://api.replicate.com/v1/predictions`,
  ),
  sample('perplexity-api-key', `pplx-${body('pplx/1', 48, ALNUM)}`, (s) => `client = OpenAI(api_key="${s}", base_url="https://api.perplexity.ai")`),
  sample('perplexity-api-key', `pplx-${body('pplx/2', 48, ALNUM)}`, (s) => `PERPLEXITY_API_KEY="${s}"`),
  sample('xai-api-key', `xai-${body('xai/1', 80, ALNUM)}`, (s) => `XAI_API_KEY=${s}`),
  sample('xai-api-key', `xai-${body('xai/2', 80, ALNUM)}`, (s) => `const client = new OpenAI({ apiKey: '${s}', baseURL: 'https://api.x.ai/v1' });`),
];

const sentryOrg = (label: string) =>
  `sntrys_${b64url(JSON.stringify({ iat: 1735689600.5, url: 'https://sentry.io', region_url: 'https://us.sentry.io', org: 'acme-sec' }))}_${body(label, 43, URLSAFE)}`;
const grafanaCloud = (label: string) =>
  `glc_${b64url(JSON.stringify({ o: '812345', n: 'ir-stack-logs', k: body(label, 24, ALNUM), m: { r: 'prod-eu-west-2' } }))}`;

export const OBSERVABILITY_POSITIVES: PositiveSample[] = [
  sample(
    'new-relic-key',
    `NRAK-${body('nr/1', 27, UPPER_ALNUM)}`,
    (s) => `curl -X POST https://api.newrelic.com/graphql -H 'Content-Type: application/json' -H 'API-Key: ${s}' -d '{"query":"{ actor { user { name } } }"}'`,
  ),
  sample('new-relic-key', `NRAK-${body('nr/2', 27, UPPER_ALNUM)}`, (s) => `NEW_RELIC_API_KEY=${s}`),
  sample('new-relic-key', `NRII-${body('nr/3', 32, `${ALNUM}-`)}`, (s) => `newrelic:\n  insert_key: ${s}\n  account_id: 3812345\n`),
  sample('sentry-token', sentryOrg('sentry/1'), (s) => `[auth]\ntoken=${s}\n`),
  sample('sentry-token', `sntryu_${body('sentry/2', 64, HEX)}`, (s) => `SENTRY_AUTH_TOKEN=${s} sentry-cli releases new 2026.03.02`),
  sample(
    'grafana-token',
    `glsa_${body('graf/1', 32, ALNUM)}_${body('graf/1c', 8, HEX)}`,
    (s) => `curl -H "Authorization: Bearer ${s}" https://grafana.example.com/api/dashboards/uid/soc-overview`,
  ),
  sample('grafana-token', grafanaCloud('graf/2'), (s) => `GRAFANA_CLOUD_API_KEY=${s}`),
  sample(
    'grafana-token',
    `glsa_${body('graf/3', 32, ALNUM)}_${body('graf/3c', 8, HEX)}`,
    (s) => `provider "grafana" {\n  url  = "https://grafana.example.com"\n  auth = "${s}"\n}`,
  ),
  sample(
    'datadog-api-key',
    body('dd/1', 32, HEX),
    (s) => `DD_API_KEY=${s} DD_SITE="datadoghq.eu" bash -c "$(curl -L https://install.datadoghq.com/scripts/install_script_agent7.sh)"`,
  ),
  sample(
    'datadog-api-key',
    body('dd/2', 32, HEX),
    (s) => `  datadog-agent:\n    image: gcr.io/datadoghq/agent:7\n    environment:\n      DATADOG_API_KEY: ${s}\n      DD_SITE: datadoghq.eu\n`,
  ),
  sample(
    'datadog-api-key',
    body('dd/3', 40, HEX),
    (s) => `curl -X GET "https://api.datadoghq.com/api/v1/monitor" -H "DD-API-KEY: ${body('dd/3a', 32, HEX)}" -H "DD-APPLICATION-KEY: ${s}"`,
  ),
  sample(
    'dynatrace-token',
    `dt0c01.${body('dt/1', 24, UPPER_ALNUM)}.${body('dt/1s', 64, UPPER_ALNUM)}`,
    (s) => `curl -H "Authorization: Api-Token ${s}" https://abc12345.live.dynatrace.com/api/v2/problems`,
  ),
  sample('dynatrace-token', `dt0c01.${body('dt/2', 24, UPPER_ALNUM)}.${body('dt/2s', 64, UPPER_ALNUM)}`, (s) => `DT_API_TOKEN=${s}`),
];
