// The feedback slot, reached by other plugins' pages through the theme alias (plugins/docs-server/theme).
declare module '@theme/PageFeedback' {
  export default function PageFeedback(): React.JSX.Element;
}
