/** Side-effect CSS imports (uPlot's stylesheet); esbuild bundles them into the console's CSS. */
declare module '*.css';
