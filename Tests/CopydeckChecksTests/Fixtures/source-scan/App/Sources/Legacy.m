#import "Legacy.h"

@implementation Legacy
- (NSString *)title {
  /* NSLocalizedString(@"in.a.comment", nil) */
  return NSLocalizedString(@"legacy.title", @"The old screen's title");
}
- (NSString *)join {
  return NSLocalizedStringFromTable(@"join.title", @"Groups", nil);
}
@end
