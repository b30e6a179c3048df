import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import PageFeedback from '@theme/PageFeedback';
import CopyPage from '@site/src/components/CopyPage';

type Props = WrapperProps<typeof ContentType>;

/** Every docs page (guides, Apps, GraphQL, libraries) gets the Copy page menu beside its title, and the feedback slot at its end. */
export default function ContentWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <CopyPage />
      <Content {...props} />
      <PageFeedback />
    </>
  );
}
