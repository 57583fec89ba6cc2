/// Base-2 logarithm without Foundation.
@inline(__always)
func log2(_ value: Double) -> Double {
    guard value > 0 else { return -.infinity }
    // log2(x) = exponent + log2(mantissa), mantissa in [1, 2), with a short series.
    let exponent = Double(value.exponent)
    let mantissa = value.significand
    let ratio = (mantissa - 1) / (mantissa + 1)
    let square = ratio * ratio
    var term = ratio
    var sum = 0.0
    var denominator = 1.0
    for _ in 0..<12 {
        sum += term / denominator
        term *= square
        denominator += 2
    }
    return exponent + 2 * sum / 0.693_147_180_559_945_3
}
