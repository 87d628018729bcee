import Geometry
import Shapes
var g = RectangleShapeGenerator()
g.setCorners(.rounded(radius: 8))
for e in g.path(for: Size(width: 100, height: 40)).elements { print(e) }
print("--")
g.setCorners(.cut(0.5, valueType: .percentage))
for e in g.path(for: Size(width: 100, height: 100)).elements { print(e) }
print("--")
g.setCorners(.rounded(radius: 30))
for e in g.path(for: Size(width: 100, height: 40)).elements { print(e) }
print("--")
for e in SlantedRectShapeGenerator(slant: 10).path(for: Size(width: 100, height: 40)).elements { print(e) }
