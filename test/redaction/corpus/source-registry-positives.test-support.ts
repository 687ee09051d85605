// Positives of the source-hosting and package-registry families: GitHub (checksummed classic
// tokens and fine-grained ones), GitLab, Bitbucket, Atlassian, npm (checksummed), PyPI,
// RubyGems, NuGet, Docker Hub and crates.io, in the files and commands they are pasted from.
import { ALNUM, HEX, HEX_UPPER, LOWER_ALNUM, URLSAFE, body, checksummedToken, sample, type PositiveSample } from './corpus-kit.test-support.js';

const finegrained = (label: string) => `github_pat_${body(`${label}/a`, 22, ALNUM)}_${body(`${label}/b`, 59, ALNUM)}`;
const glpat = (label: string) => `glpat-${body(label, 20, URLSAFE)}`;
// PyPI API tokens are macaroons: `pypi-` and the base64 of a binary whose start names pypi.org.
const pypi = (label: string) => `pypi-AgEIcHlwaS5vcmc${body(label, 150, URLSAFE)}`;

export const SOURCE_HOST_POSITIVES: PositiveSample[] = [
  sample('github-token', checksummedToken('ghp_', 'gh/ghp1'), (s) => `$ export GITHUB_TOKEN=${s}\n$ gh repo list acme-sec --limit 5`),
  sample(
    'github-token',
    checksummedToken('ghp_', 'gh/ghp2'),
    (s) => `curl -H "Authorization: token ${s}" -H "Accept: application/vnd.github+json" https://api.github.com/user`,
  ),
  sample('github-token', checksummedToken('gho_', 'gh/gho'), (s) => `github.com:\n    user: analyst42\n    oauth_token: ${s}\n    git_protocol: https\n`),
  sample('github-token', checksummedToken('ghu_', 'gh/ghu'), (s) => `{"token":"${s}","expires_at":"2026-03-02T18:00:00Z"}`),
  sample('github-token', checksummedToken('ghs_', 'gh/ghs'), (s) => `git clone https://x-access-token:${s}@github.com/acme-sec/detections.git`),
  sample('github-token', checksummedToken('ghr_', 'gh/ghr'), (s) => `refresh_token=${s}&grant_type=refresh_token&client_id=Iv1.8a61f9b3a7aba766`),
  sample(
    'github-token',
    finegrained('gh/fg1'),
    (s) =>
      `# .github/workflows/sync.yml was failing, so I hardcoded it for now\n      - run: gh release download --repo acme-sec/rules\n        env:\n          GH_TOKEN: ${s}\n`,
  ),
  sample('github-token', finegrained('gh/fg2'), (s) => `>>> from github import Github\n>>> g = Github("${s}")\n>>> g.get_user().login\n'analyst42'`),
  sample('gitlab-token', glpat('gl/pat1'), (s) => `git remote set-url origin https://oauth2:${s}@gitlab.com/acme-sec/triage.git`),
  sample('gitlab-token', glpat('gl/pat2'), (s) => `curl --header "PRIVATE-TOKEN: ${s}" "https://gitlab.example.com/api/v4/projects?owned=true"`),
  sample('gitlab-token', `gldt-${body('gl/deploy', 20, URLSAFE)}`, (s) => `docker login registry.gitlab.com -u gitlab+deploy-token-4711 -p ${s}`),
  sample(
    'gitlab-token',
    `glrt-${body('gl/runner', 20, URLSAFE)}`,
    (s) => `[[runners]]\n  name = "ir-runner-01"\n  url = "https://gitlab.com/"\n  token = "${s}"\n  executor = "docker"\n`,
  ),
  sample(
    'gitlab-token',
    `glptt-${body('gl/trigger', 40, HEX)}`,
    (s) => `curl -X POST --fail -F token=${s} -F ref=main https://gitlab.com/api/v4/projects/48213/trigger/pipeline`,
  ),
  sample(
    'bitbucket-app-password',
    `ATBB${body('bb/1', 24, ALNUM)}${body('bb/1c', 8, HEX_UPPER)}`,
    (s) => `git clone https://analyst42:${s}@bitbucket.org/acme-sec/playbooks.git`,
  ),
  sample(
    'bitbucket-app-password',
    `ATBB${body('bb/2', 24, ALNUM)}${body('bb/2c', 8, HEX_UPPER)}`,
    (s) => `BITBUCKET_USERNAME=analyst42\nBITBUCKET_APP_PASSWORD=${s}\n`,
  ),
  sample(
    'atlassian-api-token',
    `ATATT3xFfGF0${body('atl/1', 171, URLSAFE)}=${body('atl/1c', 8, HEX_UPPER)}`,
    (s) =>
      `curl --request GET --url 'https://acme.atlassian.net/rest/api/3/issue/SEC-1432' --user 'analyst@example.com:${s}' --header 'Accept: application/json'`,
  ),
  sample(
    'atlassian-api-token',
    `ATATT3xFfGF0${body('atl/2', 171, URLSAFE)}=${body('atl/2c', 8, HEX_UPPER)}`,
    (s) => `jira:\n  server: https://acme.atlassian.net\n  email: analyst@example.com\n  api_token: ${s}\n`,
  ),
  sample('github-token', checksummedToken('ghp_', 'gh/ghp3'), (s) => `$ cat ~/.git-credentials\nhttps://analyst42:${s}@github.com\n`),
  sample('github-token', checksummedToken('ghp_', 'gh/ghp4'), (s) => `git config --global url."https://${s}@github.com/".insteadOf "https://github.com/"`),
];

export const REGISTRY_POSITIVES: PositiveSample[] = [
  sample('npm-token', checksummedToken('npm_', 'npm/1'), (s) => `; ~/.npmrc\nregistry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=${s}\n`),
  sample('npm-token', checksummedToken('npm_', 'npm/2'), (s) => `- name: Publish\n  run: npm publish --access public\n  env:\n    NODE_AUTH_TOKEN: ${s}\n`),
  sample(
    'npm-token',
    checksummedToken('npm_', 'npm/3'),
    (s) => `npm ERR! code E401\nnpm ERR! Unable to authenticate, your authentication token seems to be invalid.\n# token was ${s}`,
  ),
  sample('pypi-token', pypi('pypi/1'), (s) => `[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = ${s}\n`),
  sample('pypi-token', pypi('pypi/2'), (s) => `$ TWINE_USERNAME=__token__ TWINE_PASSWORD=${s} twine upload dist/*`),
  sample('pypi-token', pypi('pypi/3'), (s) => `[tool.poetry.http-basic.pypi]\nusername = "__token__"\npassword = "${s}"`),
  sample('rubygems-api-key', `rubygems_${body('gem/1', 48, HEX)}`, (s) => `---\n:rubygems_api_key: ${s}\n`),
  sample('rubygems-api-key', `rubygems_${body('gem/2', 48, HEX)}`, (s) => `export GEM_HOST_API_KEY="${s}"\ngem push yara-helpers-0.3.1.gem`),
  sample(
    'nuget-api-key',
    `oy2${body('nuget/1', 43, LOWER_ALNUM)}`,
    (s) => `dotnet nuget push bin/Release/Acme.Sigma.1.4.0.nupkg --api-key ${s} --source https://api.nuget.org/v3/index.json`,
  ),
  sample(
    'nuget-api-key',
    `oy2${body('nuget/2', 43, LOWER_ALNUM)}`,
    (s) =>
      `<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <apikeys>\n    <add key="https://www.nuget.org" value="${s}" />\n  </apikeys>\n</configuration>`,
  ),
  sample('docker-hub-token', `dckr_pat_${body('dh/1', 27, URLSAFE)}`, (s) => `echo "${s}" | docker login -u acmesec --password-stdin`),
  sample(
    'docker-hub-token',
    `dckr_pat_${body('dh/2', 27, URLSAFE)}`,
    (s) => `      - uses: docker/login-action@v3\n        with:\n          username: acmesec\n          password: ${s}\n`,
  ),
  sample('crates-io-token', `cio${body('crates/1', 32, ALNUM)}`, (s) => `# ~/.cargo/credentials.toml\n[registry]\ntoken = "${s}"\n`),
  sample('crates-io-token', `cio${body('crates/2', 32, ALNUM)}`, (s) => `$ CARGO_REGISTRY_TOKEN=${s} cargo publish -p pcap-carve`),
];
