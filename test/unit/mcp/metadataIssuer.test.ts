// SEP-2468: which issuer a well-known metadata URL was built from, and when a document's issuer is not that one.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { issuerOfWellKnownUrl, metadataIssuerMismatch } from '../../../common/mcp/auth/metadataIssuer';

describe('metadataIssuer', () => {
  it('finds the issuer in each form of well-known URL, and none in another URL', () => {
    const of = (u: string) => issuerOfWellKnownUrl(new URL(u));
    assert.equal(of('https://as.example/.well-known/oauth-authorization-server'), 'https://as.example');
    assert.equal(of('https://as.example/.well-known/oauth-authorization-server/t1'), 'https://as.example/t1');
    assert.equal(of('https://as.example/.well-known/openid-configuration/t1'), 'https://as.example/t1');
    assert.equal(of('https://as.example/t1/.well-known/openid-configuration'), 'https://as.example/t1');
    assert.equal(of('https://as.example/.well-known/oauth-protected-resource/mcp'), undefined);
    assert.equal(of('https://as.example/token'), undefined);
  });

  it('accepts the issuer exactly, or with the trailing slash the URL cannot show; refuses any other', () => {
    const url = new URL('https://as.example/.well-known/oauth-authorization-server/t1');
    assert.equal(metadataIssuerMismatch(url, 'https://as.example/t1'), undefined);
    assert.equal(metadataIssuerMismatch(url, 'https://as.example/t1/'), undefined);
    assert.match(
      metadataIssuerMismatch(url, 'https://AS.example/t1') ?? '',
      /names the issuer https:\/\/AS\.example\/t1/,
    );
    assert.match(metadataIssuerMismatch(url, 'https://attacker.example') ?? '', /not https:\/\/as\.example\/t1/);
    assert.match(metadataIssuerMismatch(url, undefined) ?? '', /names no issuer/);
  });
});
