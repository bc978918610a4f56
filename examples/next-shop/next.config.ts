import type { NextConfig } from 'next';

const config: NextConfig = {
  // The kit's components are ESM with "use client" at the top of their bundle: Next takes them as they are shipped.
  reactStrictMode: true,
};

export default config;
