import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: isSsrBuild
    ? {
        // The server's renderer of the public pages (ADR 016), inside the web build so that it travels
        // with it, and in a dot folder, which the server does not serve. npm packages stay external.
        outDir: 'dist/.ssr',
        rollupOptions: { input: 'src/entry-server.tsx' },
        copyPublicDir: false,
        sourcemap: false,
        reportCompressedSize: false,
      }
    : {
        sourcemap: false,
        // scripts/report-size.mjs reads it to print the home page's initial JavaScript.
        manifest: true,
        reportCompressedSize: true,
        chunkSizeWarningLimit: 400,
      },
}));
