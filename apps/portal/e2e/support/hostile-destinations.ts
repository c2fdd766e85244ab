/**
 * Values an attacker puts where the portal sends people (`ref`, a kept page, a service or
 * notification address), for a portal at `https://platform.example.ru` (unit tests) or
 * 127.0.0.1 (end-to-end) that trusts `https://hr.example.ru`. None may lead anywhere.
 * `malformed` ones are not even a web address or a path; `foreign` ones are well-formed
 * addresses of another site, which only the origin comparison refuses.
 */
export const hostileDestinations: readonly { value: string; kind: 'malformed' | 'foreign' }[] = [
  // Schemes that run or render something.
  { value: 'javascript:alert(document.domain)', kind: 'malformed' },
  { value: 'JaVaScRiPt:alert(1)', kind: 'malformed' },
  { value: ' javascript:alert(1)', kind: 'malformed' },
  { value: 'java\tscript:alert(1)', kind: 'malformed' },
  { value: 'javascript://%0aalert(1)', kind: 'malformed' },
  { value: 'data:text/html,<script>alert(1)</script>', kind: 'malformed' },
  { value: 'vbscript:msgbox(1)', kind: 'malformed' },
  { value: 'blob:https://platform.example.ru/0d6c', kind: 'malformed' },
  { value: 'file:///etc/passwd', kind: 'malformed' },
  { value: 'ftp://evil.example/', kind: 'malformed' },
  { value: 'mailto:victim@example.ru', kind: 'malformed' },
  // Slashes and backslashes that make a path into another host.
  { value: '//evil.example/', kind: 'malformed' },
  { value: '///evil.example/', kind: 'malformed' },
  { value: '/\\evil.example', kind: 'malformed' },
  { value: '\\\\evil.example', kind: 'malformed' },
  { value: '\\/evil.example', kind: 'malformed' },
  { value: 'https:evil.example', kind: 'malformed' },
  { value: 'https:/evil.example', kind: 'malformed' },
  { value: 'https:\\\\evil.example', kind: 'malformed' },
  { value: 'https://hr.example.ru\\@evil.example/', kind: 'malformed' },
  { value: 'evil.example', kind: 'malformed' },
  // Control and invisible characters the URL parser drops or trims.
  { value: '/\t/evil.example', kind: 'malformed' },
  { value: '/\n/evil.example', kind: 'malformed' },
  { value: '/\r\n/evil.example', kind: 'malformed' },
  { value: '\t//evil.example', kind: 'malformed' },
  { value: '/\u0000/evil.example', kind: 'malformed' },
  { value: '/\u001f/evil.example', kind: 'malformed' },
  { value: '/ /evil.example', kind: 'malformed' },
  { value: '/\u00a0/evil.example', kind: 'malformed' },
  { value: '/\u200b/evil.example', kind: 'malformed' },
  { value: '/\u2028/evil.example', kind: 'malformed' },
  { value: 'https://hr.example.ru\u202e/', kind: 'malformed' },
  { value: '/\ufeff/evil.example', kind: 'malformed' },
  // Encoded forms.
  { value: '/%2f%2fevil.example', kind: 'malformed' },
  { value: '%2f%2fevil.example', kind: 'malformed' },
  { value: '/%5cevil.example', kind: 'malformed' },
  { value: 'https%3A%2F%2Fevil.example', kind: 'malformed' },
  { value: '&#106;avascript:alert(1)', kind: 'malformed' },
  // User information tricks.
  { value: 'https://hr.example.ru@evil.example/', kind: 'malformed' },
  { value: 'https://hr.example.ru:443@evil.example/', kind: 'malformed' },
  { value: 'https://user:pass@hr.example.ru/', kind: 'malformed' },
  { value: 'https://evil.example#@hr.example.ru/', kind: 'foreign' },
  { value: 'https://evil.example?@hr.example.ru/', kind: 'foreign' },
  // Look-alike domains, other ports and schemes of trusted hosts, IDN.
  { value: 'https://evil.example/', kind: 'foreign' },
  { value: 'https://hr.example.ru.evil.example/', kind: 'foreign' },
  { value: 'https://hrexample.ru/', kind: 'foreign' },
  { value: 'https://evil-hr.example.ru/', kind: 'foreign' },
  { value: 'http://hr.example.ru/', kind: 'foreign' },
  { value: 'https://hr.example.ru:8443/', kind: 'foreign' },
  { value: 'https://hr.exаmple.ru/', kind: 'foreign' },
  { value: 'https://hr.example.ru。evil.example/', kind: 'foreign' },
  { value: 'https://xn--hr-example-xyz.ru/', kind: 'foreign' },
  { value: 'https://ехample.рф/', kind: 'foreign' },
  { value: 'https://0x7f000001/', kind: 'foreign' },
]
