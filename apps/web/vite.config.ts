import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    sourcemap: false,
    // scripts/report-size.mjs reads it to print the home page's initial JavaScript.
    manifest: true,
    reportCompressedSize: true,
    chunkSizeWarningLimit: 400,
  },
});
