import Title from '@theme-original/BlogPostItem/Header/Title';
import type TitleType from '@theme/BlogPostItem/Header/Title';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import CopyPage from '@site/src/components/CopyPage';

type Props = WrapperProps<typeof TitleType>;

/** A post's own page (blog posts and changelog entries) gets the Copy page menu beside its title. */
export default function TitleWrapper(props: Props): React.JSX.Element {
  const {isBlogPostPage} = useBlogPost();
  return (
    <>
      {isBlogPostPage && <CopyPage />}
      <Title {...props} />
    </>
  );
}
