import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it('accepts same-site paths with query and hash', () => {
    expect(safeRedirectPath('/orders')).toBe('/orders');
    expect(safeRedirectPath('/products?category=Home&q=lamp#top')).toBe('/products?category=Home&q=lamp#top');
  });

  it('falls back for missing, external or protocol-relative targets', () => {
    expect(safeRedirectPath(null)).toBe('/');
    expect(safeRedirectPath('')).toBe('/');
    expect(safeRedirectPath('https://evil.example')).toBe('/');
    expect(safeRedirectPath('//evil.example')).toBe('/');
    expect(safeRedirectPath('/\\evil.example')).toBe('/');
    expect(safeRedirectPath('javascript:alert(1)')).toBe('/');
  });

  it('never returns to the login or register page', () => {
    expect(safeRedirectPath('/login')).toBe('/');
    expect(safeRedirectPath('/register?x=1')).toBe('/');
    expect(safeRedirectPath('/login', '/profile')).toBe('/profile');
  });
});

describe('loginPathFor', () => {
  it('remembers the page to return to', () => {
    expect(loginPathFor('/orders')).toBe('/login?redirectTo=%2Forders');
    expect(loginPathFor('/admin/products?page=2')).toBe('/login?redirectTo=%2Fadmin%2Fproducts%3Fpage%3D2');
  });

  it('uses plain /login for home or unsafe targets', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('//evil.example')).toBe('/login');
  });
});
