# ruff: noqa: E501
"""A hand-written, labelled corpus of secrets and look-alikes, as they get pasted into notes.

POSITIVES: each holds one secret (all fake: random characters in the vendors' formats) and the
kind it is; NEGATIVES: realistic text that holds none (lockfile hashes, UUIDs, commit SHAs,
base64 images, documented example keys, placeholders, prose about passwords, ...).
scripts/secret_corpus.py measures the detection rate and the false positives on it, and
tests/unit/test_secret_corpus.py holds them to what docs/guarantees.md states.

Every secret-shaped literal is split in two (`"ghp" "_..."`), so that no scanner of this
repository finds one in the source.
"""

from __future__ import annotations

# (kind, text): each text holds exactly one secret.
POSITIVES: list[tuple[str, str]] = [
    # Vendor tokens with a prefix.
    ("github", "- CI pushes with the token " "ghp" "_huG8GP38g4o5MNJAYKJ1UXXFWXLCpaNfhs0g"),
    ("github", "GITHUB_TOKEN=gh" "o_huG8GP38g4o5MNJAYKJ1UXXFWXLCpaNfhs0g"),
    ("github", "fine-grained: github" "_pat_11ABCDEFG0huG8GP38g4o5_MNJAYKJ1UXXFWXLCpaNfhs0gCa05RF"),
    ("gitlab", "git clone https://oauth2:gl" "pat-Ca05RFRunzqw7wZyVGOe@gitlab.example.com/x.git"),
    ("aws", "aws_access_key_id = AK" "IAVF98SS3JTBXX31FZ"),
    ("aws", 'aws_secret_access_key = "+o2/YH19dCqgn28s9Dp68GZN9Z3zLI' 'bet6/UzH/7"'),
    ("slack", "Slack bot: xo" "xb-1234567890-9876543210-6519csu3g26q2l14er5xgm0j"),
    ("stripe", "stripe live key sk" "_live_C6afaCLI71fNYmphNcWI9rQW"),
    ("openai", "OPENAI_API_KEY=sk" "-proj-1OcRzhouppeqTMd2qT1XWE1CqxdYGsDccJ91HOrlweHROhbF"),
    ("anthropic", "export ANTHROPIC_API_KEY=sk" "-ant-api03-OuHGib0G1bhmEcNpmSO6eZOB72pVGXLTh3dKQLpM"),
    ("google", "maps key AI" "zaJmBDal6Q0xdTuTBoJBLIqmHm3vnhTxnOJiL"),
    ("sendgrid", "SENDGRID=SG" ".owA3y2dsIKUYb96IT_rnsC.T6WgPGk77SmJLekfi5nX69ctOrdnYlvGcfjpQtN8EP7"),
    ("npm", "publish with np" "m_OwjauQLKX783FSU8iIoELi9M4SGsfAQk7iYY"),
    ("npm", "//registry.npmjs.org/:_authToken=np" "m_OwjauQLKX783FSU8iIoELi9M4SGsfAQk7iYY"),
    ("twilio", "TWILIO_API_KEY=S" "K9dc46c03c21bb00fa9ea3fe546dae72c"),
    ("twilio", "twilio account A" "C9dc46c03c21bb00fa9ea3fe546dae72c auth token in vault"),
    ("telegram", "bot token 7234567" "812:AAezwfg5y9cqBruxXI21kXNxSwH7-1K7wP94"),
    ("discord", "discord bot M" "Tqw37CplGtcVN0mtk2BQLiCy.OFRdNt.VcZMGvJt1AoSO4I4188GsZQ19NG"),
    ("mailchimp", "mailchimp key wwy7oa071yxp9ywbg" "pnl5z4k16mxb8fg-us14"),
    ("square", "square secret sq0" "csp-oBYp6Sm1EPNamiRt60mny-RxplSEt47m2qlc72i4_h5"),
    ("jwt", "Authorization: Bearer ey" "JhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJkZXBsb3kiLCJp"
     "YXQiOjE3MDAwMDAwMDB9.p_g2JcOGmjyy8v89frfpsCojLP2fh3NWpt2ppfzOoFpk"),
    ("bearer", "curl -H 'Authorization: Bearer 1HSAYcOlftxIUqi" "TVg5bIn22SLtKc9zy' https://api"),
    # Passwords in URLs, including the characters detect-secrets' pattern stops at.
    ("url", "DATABASE_URL=postgres://app:pOI4HsIDQs" "pIL6@db.internal:5432/app"),
    ("url", "- staging db: postgres://app:ZZcQ0Rm" "#A2TQ@staging-db:5432/app"),
    ("url", "redis://default:Xk9!mQ2v" "L7pR@cache.internal:6379/0"),
    ("url", "mongodb+srv://svc:pa$$W0rd" "2024@cluster0.mongodb.net/prod"),
    ("url", "amqp://guest:g9$kL2!x" "Qp@rabbit:5672/"),
    ("url", "https://deploy:p%40ss" "W0rd9@registry.example.com/v2/"),
    # Passwords on command lines and in headers.
    ("cli", "curl -u deploy:S3cr" "3tPw99 https://ci.example.com/api"),
    ("cli", 'curl --user "admin:Zq8#kL1" "p" https://jenkins.local/job/x'),
    ("cli", "mysql -h db.prod -u root -pHunt" "er22x appdb"),
    ("cli", "mysqldump -uroot -pR00t!pa" "ss prod > dump.sql"),
    ("basic", "Authorization: Basic ZGVwbG95OlpEbzNTN" "ndXWXdBMVpM"),
    ("basic", "curl -H 'authorization: basic YWRtaW46eW5qQ1ZLUV" "ZpQnJ2' http://localhost"),
    # Assignments.
    ("env", "export API_TOKEN=EdoRG3j7V53z" "Tx8YoJ1rv3mx"),
    ("env", "API_TOKEN=wDODJZE5YRLtmk" "OAjF5a8w09"),
    ("env", "SECRET_KEY='1HSAYcOlftxIUqiTVg5bIn22" "SLtKc9zy'"),
    ("env", "DB_PASSWORD=Tr0ub4dor" "&3x"),
    ("env", 'password: "correct horse ' 'battery"'),
    ("env", "client_secret = p/g2JcOGmjyy8v89frfpsCojLP2f" "h3NWpt2ppfzOoFpk"),
    ("env", "signing_key: 5324ca89165999b4c60fdb50" "5a45030b2b964743"),
    ("env", "AUTH_TOKEN=1HSAYcOl" "ftxIUqiTVg5bIn22"),
    # Prose.
    ("prose", "the password is hunt" "er2x"),
    ("prose", "The staging password is 'velvet" "-otter'"),
    ("prose", "fyi the admin password for grafana is Gr4f" "ana!2024"),
    ("prose", "the API key was x7Y2k9" "Lm3Pq8"),
    ("prose", "the token for the bot is `QmV4c2Rl" "ZjEyMw`"),
    # Private keys, with and without their armour.
    ("pem", "-----BEGIN RSA PRIVATE" " KEY-----\nMIIEpAIBAAKCAQEA3Tz2mr7SZiAMfQyuvBjM9Oi6Jx4aMQ7YmcQ0wAu7TQOpVqVD\n"
     "FZEO1f+Fx4yo8W9c/BXe7rLEOI3dTvpVBjv6Zon1ZaFzgHvIVkGveBo5eT7ey9gL\n-----END RSA PRIVATE KEY-----"),
    ("pem", "-----BEGIN OPENSSH PRIVATE" " KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
     "lviJAaKf8HjvE/gTDY7lFeb0Xl4wvEvzRZJv7lcSjqF8tPw/oraWl/1RTkcGEoWF\n-----END OPENSSH PRIVATE KEY-----"),
    ("pem-body", "key body, header lost in the paste:\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAA" "oIBAQC7\n"
     "lviJAaKf8HjvE/gTDY7lFeb0Xl4wvEvzRZJv7lcSjqF8tPw/oraWl/1RTkcGEoWF\n"
     "MwNbdRw6mF8u9oiqaNs0Gc4LtWa4pmDP4iXJ44MG508LOvndABLZCPvmDXqQYAMW"),
    ("pem-body", "MIIEpAIBAAKCAQEA3Tz2mr7SZiAMfQyuvB" "jM9Oi6Jx4aMQ7YmcQ0wAu7TQOpVqVD\n"
     "FZEO1f+Fx4yo8W9c/BXe7rLEOI3dTvpVBjv6Zon1ZaFzgHvIVkGveBo5eT7ey9gL"),
    ("pem-body", "    MHcCAQEEIBkg8zVbLsyv9OLh3yk2" "Lwq1PGDT7rEr8kJYxE3fGm0IoAoGCCqGSM49\n"
     "    AwEHoUQDQgAEZZcQ0RmA2TQFZEO1fFx4yo8W9cBXe7rLEOI3dTvpVBjv6Zon1ZaF"),
]

# (kind, text): none holds a secret.
NEGATIVES: list[tuple[str, str]] = [
    ("lockfile", '"integrity": "sha512-HxGPmVtHiLZB6lZfG19O0/oOmXG6L+7QT6ZKFPEDHTC0g6gOU2Eu2N1mV3tz/'
     'Wy+UdjY67lrnuH2LmxkOyi1UA=="'),
    ("lockfile", '{file = "uv-0.4.0.tar.gz", hash = "sha256:1c50884adffa01738a06e8b26034a7e6592d4308d1'
     '57faabaf8fa81f40fb8e6b"}'),
    ("lockfile", "resolved \"https://registry.yarnpkg.com/lodash/-/lodash-4.17.21.tgz#679591c564c3bff"
     "a5c17237e1ef9d3af2fab4f51\""),
    ("lockfile", "checksum = \"8c961d29f2afaab5258c360e76d468f4abc64444b7e1a3ef8a0d58a4e9b2c771\""),
    ("lockfile", "golang.org/x/net v0.28.0 h1:a9JDOJc5GMUJ0+UDqmLT86WiEy7iWyIhz8gz8E4e5hE="),
    ("uuid", "- the staging project id is 3f2b8c1e-9a4d-4e7b-8c2f-1d5e6a7b9c0d"),
    ("uuid", "request_id=6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f failed with 502"),
    ("sha", "- the regression came in with commit 5324ca89165999b4c60fdb505a45030b2b964743"),
    ("sha", "git checkout 8c961d29f2afaab5258c360e76d468f4abc64444 -- src/app.py"),
    ("sha", "commit_sha: 1c50884adffa01738a06e8b26034a7e6592d4308"),
    ("sha", "image: ghcr.io/acme/api@sha256:1c50884adffa01738a06e8b26034a7e6592d4308d157faabaf8fa81f40fb8e6b"),
    ("image", "![logo](data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk"
     "+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==)"),
    ("image", "favicon: data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"),
    ("example", "AWS documents its example key as AKIAIOSFODNN7EXAMPLE"),
    ("example", "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"),
    ("example", "export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE"),
    ("placeholder", "DATABASE_URL=postgres://user:password@localhost:5432/app"),
    ("placeholder", "API_KEY=your_api_key_here"),
    ("placeholder", "export GITHUB_TOKEN=${GITHUB_TOKEN}"),
    ("placeholder", "curl -u $USER:$TOKEN https://api.example.com"),
    ("placeholder", "password: <your password>"),
    ("placeholder", "mysql -u root -p appdb   # prompts for the password"),
    ("placeholder", "SECRET_KEY = os.environ[\"SECRET_KEY\"]"),
    ("placeholder", "token: {{ secrets.DEPLOY_TOKEN }}"),
    ("placeholder", "redis://:@localhost:6379"),
    ("placeholder", "Authorization: Basic <base64 of user:password>"),
    ("placeholder", "curl -u $TOKEN:x-oauth-basic https://api.github.com/user"),
    ("prose", "- the password is stored in the team vault, never in the repo"),
    ("prose", "- the API key is rotated every 90 days by the platform team"),
    ("prose", "Never commit secrets; AWS keys look like AKIA followed by 16 characters."),
    ("prose", "The token is valid for 24 hours; refresh it with `make login`."),
    ("prose", "password rules: at least 12 characters, one digit, one symbol"),
    ("prose", "the secret is kept in Vault under secret/data/app"),
    ("prose", "The session token expires after 30 minutes of inactivity."),
    ("prose", "We use basic auth behind the VPN only."),
    ("prose", "Mention of -----BEGIN OPENSSH PRIVATE KEY----- headers in docs is fine."),
    ("identifier", "TOKEN_ISSUER=GoogleOAuth2Provider"),
    ("identifier", "AUTH_BACKEND=DefaultAzureCredential"),
    ("identifier", "SECRET_STORE=aws-secretsmanager-rotation1"),
    ("identifier", "token_refresh_interval=86400"),
    ("identifier", "PASSWORD_HASHER=Argon2PasswordHasher"),
    ("identifier", "api_key_header: X-Api-Key"),
    ("identifier", "AUTH_COOKIE_NAME=session_id_v2"),
    ("identifier", "SIGNING_ALG=RS256"),
    ("config", "version: 2.14.3-rc1, built 20241102T101500Z"),
    ("config", "DB_HOST=db.internal DB_PORT=5432 DB_NAME=app_production"),
    ("config", "docker run -p 8080:80 -e TZ=UTC nginx:1.27-alpine"),
    ("config", "mysql -h db.prod -P 3306 -u readonly --protocol=tcp"),
    ("config", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGx3k1fWc9xQ2bLZ7e8mWkq4Gc8Fz0h2YyRr5tP7aB1c "
     "dev@laptop"),
    ("config", "https://github.com/acme/api/pull/1423#issuecomment-2456789012"),
    ("config", "git@github.com:acme/api.git"),
    ("config", "ssh://git@github.com:22/acme/api.git"),
    ("config", "https://user@host.example.com:8443/path"),
    ("certificate", "MIIDdzCCAl+gAwIBAgIJAKcX2mzUx7aNMA0GCSqGSIb3DQEBCwUAMFIxCzAJBgNVBAYTAkRF\n"
     "MRAwDgYDVQQIDAdCZXJsaW4xEDAOBgNVBAcMB0JlcmxpbjEfMB0GA1UECgwWQWNtZSBJbmM="),
    ("certificate", "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePz\n"
     "NV7Ww+4C4e5bdvj1k4FAp3p1P9s0hWl7bgzRbU8jHbKhrYUgnfRp0gYvVY2l0QIDAQAB"),
    ("base64", "the fixture is `eyJuYW1lIjogInRlc3QiLCAidmFsdWUiOiA0Mn0=` (JSON, base64)"),
    ("base64", "```\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\n```"),
    ("code", "if password == confirm_password: save(user)"),
    ("code", "def rotate_token(token_id: str) -> None: ..."),
    ("code", "const apiKey = process.env.API_KEY;"),
]
