import { Link, type LinkProps } from 'react-router-dom';
import styled from 'styled-components';
import { buttonLook, type ButtonLook } from './Button';

const StyledButtonLink = styled(Link)<ButtonLook>`
  ${buttonLook}
`;

type ButtonLinkProps = LinkProps & ButtonLook;

/** A link that looks like a button: navigation, not an action (the app's router's link). */
export function ButtonLink(props: ButtonLinkProps) {
  return <StyledButtonLink {...props} />;
}

const StyledButtonAnchor = styled.a<ButtonLook>`
  ${buttonLook}
`;

/** A link out of the app (tel:, mailto:) that looks like a button. */
export function ButtonAnchor(props: React.AnchorHTMLAttributes<HTMLAnchorElement> & ButtonLook) {
  return <StyledButtonAnchor {...props} />;
}
