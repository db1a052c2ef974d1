/* ObjC comments /* do not nest */
#import "A.h"
@implementation A
- (NSString *)title {
  char c = '"';
  NSString *s = NSLocalizedStringFromTable(@"join" @".title", @"Groups", @"c");
  return [NSString stringWithFormat:NSLocalizedString(@"count\x41\101", nil), 1, [self name]];
}
@end
